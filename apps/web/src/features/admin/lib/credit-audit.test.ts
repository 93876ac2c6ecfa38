import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import {
  auditDescription,
  auditQueryString,
  auditSituation,
  auditTotalsParts,
  canInvalidate,
  EMPTY_AUDIT_FILTERS,
  formatAuditAmount,
  grantEditDescription,
  invalidateCauseError,
  lastValidDay,
  periodError,
} from './credit-audit';

describe('auditQueryString', () => {
  it.each([
    [EMPTY_AUDIT_FILTERS, 'page=1'],
    [
      {
        from: '2026-01-01',
        to: '2026-01-31',
        type: 'click' as const,
        kind: 'grant' as const,
        status: 'invalidated' as const,
        page: 3,
      },
      'init_date=2026-01-01&end_date=2026-01-31&type=click&origin=grant&status=invalidated&page=3',
    ],
    [
      { ...EMPTY_AUDIT_FILTERS, to: '2026-02-01', kind: 'consumption' as const },
      'end_date=2026-02-01&origin=consumption&page=1',
    ],
  ])('%j → %s', (filters, query) => {
    expect(auditQueryString(filters)).toBe(query);
  });
});

describe('periodError', () => {
  it.each([
    ['', '', null],
    ['2026-01-01', '', null],
    ['2026-01-01', '2026-01-01', null],
    ['2026-02-01', '2026-01-01', 'Período inválido: a data inicial vem depois da final'],
  ])('%s to %s → %s', (from, to, error) => {
    expect(periodError({ ...EMPTY_AUDIT_FILTERS, from, to })).toBe(error);
  });
});

describe('how an entry reads', () => {
  const LIST_ID = '0b9f6c1e-8d5a-4f3e-9a43-3b3d8f2a1c77';
  it.each([
    ['company_consult', '12345678000190', 'Consulta de empresa · 12.345.678/0001-90'],
    ['list_export', null, 'Exportação para lista'],
    ['admin_withdrawal', 'Ajuste de contrato', 'Removido pela equipe · Ajuste de contrato'],
    ['plan', null, 'Plano'],
    ['export_pipedrive', null, 'Exportação para Pipedrive'],
    ['export_excel', null, 'Exportação em Excel'],
    ['export_planilha', null, 'export_planilha'],
    ['Bônus de boas-vindas', null, 'Bônus de boas-vindas'],
    ['  ', ' ', null],
    [null, null, null],
  ])('description %j with subject %j → %j', (description, subject, text) => {
    expect(auditDescription({ description, subject, list: null })).toBe(text);
  });

  it('names the list a spend was for, says when it was deleted, and shows its id only once it is gone', () => {
    const list = { id: LIST_ID, name: 'Clientes SP', deleted: false };
    expect(auditDescription({ description: 'list_export', subject: LIST_ID, list })).toBe(
      'Exportação para lista · Clientes SP',
    );
    expect(
      auditDescription({ description: 'autoplay', subject: LIST_ID, list: { ...list, deleted: true } }),
    ).toBe('Lista automática · Clientes SP (lista excluída)');
    expect(auditDescription({ description: 'list_export', subject: LIST_ID, list: null })).toBe(
      `Exportação para lista · ${LIST_ID}`,
    );
  });

  it.each([
    [100, '+100'],
    [-50, '−50'],
    [1500, '+1.500'],
    [0, '0'],
  ])('amount %i → %s', (amount, text) => {
    expect(formatAuditAmount(amount)).toBe(text);
  });

  const NOW = new Date('2026-05-10T12:00:00Z');
  const grant = { kind: 'grant' as const, invalidated: false, invalidated_cause: null, expires_at: null };
  it.each([
    [grant, 'Válido'],
    [{ ...grant, expires_at: '2026-05-09T00:00:00Z' }, 'Expirado'],
    [{ ...grant, expires_at: '2027-01-01T00:00:00Z' }, 'Válido'],
    [
      { ...grant, invalidated: true, invalidated_cause: 'Concedido por engano' },
      'Invalidado: Concedido por engano',
    ],
    [{ ...grant, kind: 'consumption' as const }, '—'],
    [{ ...grant, kind: 'withdrawal' as const }, '—'],
  ])('situation of %j → %s', (entry, text) => {
    expect(auditSituation(entry, NOW)).toBe(text);
  });

  it('offers "Invalidar" on grants still counting only', () => {
    expect(canInvalidate(grant, NOW)).toBe(true);
    expect(canInvalidate({ ...grant, expires_at: '2027-01-01T00:00:00Z' }, NOW)).toBe(true);
    expect(canInvalidate({ ...grant, expires_at: '2026-05-09T00:00:00Z' }, NOW)).toBe(false);
    expect(canInvalidate({ ...grant, invalidated: true }, NOW)).toBe(false);
    expect(canInvalidate({ ...grant, kind: 'consumption' }, NOW)).toBe(false);
    expect(canInvalidate({ ...grant, kind: 'withdrawal' }, NOW)).toBe(false);
  });
});

describe('invalidateCauseError', () => {
  it.each([
    ['', 'Informe o motivo (de 3 a 200 caracteres)'],
    ['  ab  ', 'Informe o motivo (de 3 a 200 caracteres)'],
    ['abc', null],
    ['a'.repeat(200), null],
    ['a'.repeat(201), 'Informe o motivo (de 3 a 200 caracteres)'],
  ])('%j → %j', (cause, error) => {
    expect(invalidateCauseError(cause)).toBe(error);
  });
});

describe('lastValidDay', () => {
  it('is the day chosen as "Validade", not the midnight after it when the grant stops counting', () => {
    // Chosen 31/12/2026: the API stores the next midnight in Brasília.
    expect(formatDate(lastValidDay('2027-01-01T03:00:00.000Z'))).toBe('31/12/2026');
    expect(lastValidDay(null)).toBeNull();
    expect(lastValidDay('garbage')).toBeNull();
  });
});

describe('the totals line and the edit lines', () => {
  const zero = { granted: 0, invalidated: 0, removed: 0, spent: 0 };
  const totals = { click: { ...zero, granted: 1500, spent: 1 }, export: zero };

  it('gives a part per type the filter keeps, only what moved', () => {
    expect(auditTotalsParts(totals, 'all')).toEqual([
      { type: 'click', text: '1.500 concedidos · 1 usado' },
      { type: 'export', text: 'nada' },
    ]);
    expect(
      auditTotalsParts({ ...totals, export: { ...zero, removed: 2, invalidated: 7 } }, 'export'),
    ).toEqual([{ type: 'export', text: '2 removidos · 7 invalidados' }]);
  });

  it('says what an edit changed', () => {
    const edit = {
      grant_id: 'g',
      amount_from: 100,
      amount_to: 1000,
      expires_from: '2026-12-31',
      expires_to: null,
    };
    expect(grantEditDescription(edit)).toBe('Quantidade 100 → 1.000 · Validade 31/12/2026 → sem validade');
    expect(grantEditDescription({ ...edit, amount_to: 100, expires_to: '2027-01-31' })).toBe(
      'Validade 31/12/2026 → 31/01/2027',
    );
  });
});
