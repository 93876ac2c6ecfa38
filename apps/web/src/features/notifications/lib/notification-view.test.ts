import { describe, expect, it } from 'vitest';
import { badgeCount, notificationView, timeAgo } from '@/features/notifications/lib/notification-view';

describe('notificationView', () => {
  it.each([
    ['export_success', 'Exportação concluída', false],
    ['export_partial_success', 'Exportação com falhas', false],
    ['export_token_error', 'Falha de autenticação', true],
    ['export_error', 'Erro na exportação', false],
    ['something_else', 'Aviso', false],
  ])('%s → %s (reconnect %s)', (type, label, reconnect) => {
    expect(notificationView({ type })).toMatchObject({ label, reconnect });
  });
});

describe('timeAgo', () => {
  const now = new Date('2024-05-10T12:00:00.000Z');
  it.each([
    ['2024-05-10T11:59:40.000Z', 'agora'],
    ['2024-05-10T11:55:00.000Z', 'há 5 min'],
    ['2024-05-10T09:00:00.000Z', 'há 3 h'],
    ['2024-05-09T08:00:00.000Z', 'ontem'],
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
