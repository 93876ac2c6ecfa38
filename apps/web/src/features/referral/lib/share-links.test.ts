import { describe, expect, it } from 'vitest';
import {
  inviteMessage,
  mailtoHref,
  rewardSentence,
  SHARE_EMAIL_SUBJECT,
  whatsappHref,
} from '@/features/referral/lib/share-links';

const LINK = 'https://app.prospecta.com.br/indicacao/Ab3_x-9Kq2';

describe('the referrer’s share links', () => {
  it('end the inviting message with the link', () => {
    expect(inviteMessage(LINK).endsWith(` ${LINK}`)).toBe(true);
    expect(inviteMessage(LINK)).toContain('Prospecta');
  });

  it('open WhatsApp with the message typed, every character encoded', () => {
    const href = whatsappHref(LINK);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = new URL(href).searchParams.get('text');
    expect(text).toBe(inviteMessage(LINK));
    expect(href).not.toContain(' ');
  });

  it('write an e-mail with subject and body, spaces as %20', () => {
    const href = mailtoHref(LINK);
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(href).not.toContain('+');
    const query = new URLSearchParams(href.slice('mailto:?'.length));
    expect(query.get('subject')).toBe(SHARE_EMAIL_SUBJECT);
    expect(query.get('body')).toContain(LINK);
    expect(query.get('body')).toContain(inviteMessage(LINK));
  });

  it('say the reward in Portuguese', () => {
    expect(rewardSentence(500, 90)).toBe(
      'Você ganha 500 créditos de consulta válidos por 90 dias para cada indicação que virar cliente.',
    );
    expect(rewardSentence(1500, 30)).toContain('1.500 créditos de consulta válidos por 30 dias');
  });
});
