import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  labelRepeatsTitle,
  linkTarget,
  notificationView,
  timeAgo,
} from '@/features/notifications/lib/notification-view';

describe('notificationView', () => {
  it.each([
    ['export_success', 'Exportação concluída', false],
    ['export_partial_success', 'Exportação com falhas', false],
    ['export_token_error', 'Falha de autenticação', true],
    ['export_error', 'Erro na exportação', false],
    ['validation_success', 'Validação concluída', false],
    ['validation_error', 'Validação falhou', false],
    ['list_shared', 'Lista compartilhada', false],
    ['list_unshared', 'Acesso removido', false],
    ['company_corrected', 'Dado corrigido', false],
    ['company_checked', 'Dado conferido', false],
    ['referral_registered', 'Nova indicação', false],
    ['referral_converted', 'Indicação virou cliente', false],
    ['referral_declined', 'Indicação não fechou', false],
    ['something_else', 'Aviso', false],
  ])('%s → %s (reconnect %s)', (type, label, reconnect) => {
    expect(notificationView({ type })).toMatchObject({ label, reconnect });
  });

  it('opens a validation’s list on its validation tab, an export’s on its companies', () => {
    expect(notificationView({ type: 'validation_success' }).listTab).toBe('validacao');
    expect(notificationView({ type: 'validation_error' }).listTab).toBe('validacao');
    expect(notificationView({ type: 'export_success' }).listTab).toBeUndefined();
  });

  it('leads a referral’s news to the referrals’ panel, and nothing else there', () => {
    for (const type of ['referral_registered', 'referral_converted', 'referral_declined'])
      expect(notificationView({ type }).link).toEqual({
        href: '/user/share-and-win#indicacoes',
        label: 'Ver indicações',
      });
    expect(notificationView({ type: 'list_shared' }).link).toBeUndefined();
  });
});

describe('labelRepeatsTitle', () => {
  // The titles the API gives each type: the label over them says nothing more, so it is not shown.
  it.each([
    ['Exportação concluída', 'Exportação concluída', true],
    ['Exportação com falhas', 'Exportação concluída com falhas', true],
    ['Falha de autenticação', 'Falha de autenticação na exportação', true],
    ['Erro na exportação', 'Erro na exportação', true],
    ['Validação concluída', 'Validação de telefones concluída', true],
    ['Validação falhou', 'A validação de e-mails falhou', true],
    ['Aviso', 'Sua lista foi compartilhada', false],
    ['Lista compartilhada', 'Lista compartilhada com você', true],
    ['Exportação concluída', 'Planilha pronta', false],
  ])('%s over "%s" → %s', (label, title, expected) => {
    expect(labelRepeatsTitle(label, title)).toBe(expected);
  });
});

describe('timeAgo', () => {
  const now = new Date('2024-05-10T12:00:00.000Z');
  it.each([
    ['2024-05-10T11:59:40.000Z', 'agora'],
    ['2024-05-10T11:55:00.000Z', 'há 5 min'],
    ['2024-05-10T09:00:00.000Z', 'há 3 h'],
    ['2024-05-09T08:00:00.000Z', 'ontem'],
    // Older ones by their day in Brasília, as every date of the app: 01:30 UTC is still the 7th there.
    ['2024-05-08T01:30:00.000Z', '07/05/2024'],
  ])('%s → %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
});

describe('badgeCount', () => {
  it.each([
    [3, '3'],
    [99, '99'],
    [250, '99+'],
  ])('%d → %s', (n, expected) => {
    expect(badgeCount(n)).toBe(expected);
  });
});

describe('a support answer', () => {
  it('opens the support chat over the screen the user is on, its query kept', () => {
    const view = notificationView({ type: 'support_reply' });
    expect(view.link?.label).toBe('Abrir conversa');
    expect(labelRepeatsTitle(view.label, 'Resposta do suporte')).toBe(true);
    const href = view.link?.href ?? '';
    expect(linkTarget(href, { pathname: '/infosets/l1', search: '?view=kanban' })).toBe(
      '/infosets/l1?view=kanban&suporte=1',
    );
    expect(linkTarget(href, { pathname: '/', search: '' })).toBe('/?suporte=1');
  });

  it('leaves a screen’s own address as it is', () => {
    expect(linkTarget('/user/share-and-win#indicacoes', { pathname: '/', search: '?q=a' })).toBe(
      '/user/share-and-win#indicacoes',
    );
  });
});
