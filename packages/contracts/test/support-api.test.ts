// The support chat's inputs: a message as typed, the page it came from, and the staff list's filters.
import { describe, expect, it } from 'vitest';
import {
  adminSupportListQuerySchema,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  staffReplyBodySchema,
  supportConversationQuerySchema,
  supportMessageBodySchema,
} from '../src/support-api.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('a support message', () => {
  it('is trimmed and keeps the path it was written from', () => {
    expect(supportMessageBodySchema.parse({ body: '  Não consigo exportar  ', page: '/lists/12' })).toEqual({
      body: 'Não consigo exportar',
      page: '/lists/12',
    });
  });

  it.each([
    [{ body: '   ' }, SUPPORT_MESSAGES.bodyRequired],
    [{}, SUPPORT_MESSAGES.bodyRequired],
    [{ body: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, SUPPORT_MESSAGES.bodyTooLong],
    [{ body: 'oi', page: 'https://outro.site/' }, 'Página inválida'],
    [{ body: 'oi', page: '/search?q=1' }, 'Página inválida'],
  ])('%o is refused', (body, message) => {
    expect(messageOf(supportMessageBodySchema.safeParse(body))).toBe(message);
  });

  it('from staff takes no page, and neither takes unknown fields', () => {
    expect(staffReplyBodySchema.safeParse({ body: 'Olá', page: '/admin' }).success).toBe(false);
    expect(supportMessageBodySchema.safeParse({ body: 'Olá', user_id: 'x' }).success).toBe(false);
  });
});

describe('queries', () => {
  it('reads what came after a message by its id only', () => {
    expect(supportConversationQuerySchema.safeParse({ after: 'abc' }).success).toBe(false);
    expect(supportConversationQuerySchema.parse({})).toEqual({});
  });

  it('lists the open conversations of page 1 by default', () => {
    expect(adminSupportListQuerySchema.parse({})).toEqual({ status: 'open', q: '', page: 1 });
    expect(adminSupportListQuerySchema.parse({ status: 'all', mine: 'true', page: '2' })).toMatchObject({
      status: 'all',
      mine: true,
      page: 2,
    });
    expect(adminSupportListQuerySchema.parse({ awaiting: 'true' })).toMatchObject({ awaiting: true });
    expect(adminSupportListQuerySchema.safeParse({ awaiting: 'sim' }).success).toBe(false);
    expect(adminSupportListQuerySchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(adminSupportListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
