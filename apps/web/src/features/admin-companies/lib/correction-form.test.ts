import {
  type AdminCompanyResponse,
  ADMIN_COMPANY_MESSAGES as M,
} from '@prospecta/contracts/admin-companies-api';
import { describe, expect, it } from 'vitest';
import {
  changeText,
  correctionBadge,
  correctionCaption,
  editedFields,
  fieldOfServerMessage,
  formErrors,
  formValuesOf,
  openReports,
  readCnpj,
  registryText,
  updateRequestOf,
} from './correction-form';

const CNPJ = '11222333000181';
const ANA = { id: 'u1', name: 'Ana Lima', email: 'ana@prospecta.dev' };

function answerOf(overrides: Partial<AdminCompanyResponse> = {}): AdminCompanyResponse {
  return {
    company: {
      cnpj: CNPJ,
      site: 'www.antiga.com.br',
      linkedin: null,
      email: 'contato@antiga.com.br',
      telefones: [{ numero: '11987654321', tipo: 'celular' }],
    } as AdminCompanyResponse['company'],
    registry: {
      site: ['www.antiga.com.br'],
      linkedin: [],
      email: [],
      telefones: ['1133334444', '11987654321'],
    },
    corrections: [],
    history: [],
    reports: [],
    reports_total: 0,
    ...overrides,
  };
}

describe('readCnpj', () => {
  it.each([
    ['11.222.333/0001-81', { cnpj: CNPJ }],
    ['11222333000181', { cnpj: CNPJ }],
    ['11.222.333/0001-82', { error: 'CNPJ inválido' }],
    ['', { error: 'CNPJ inválido' }],
  ])('%j → %j', (typed, expected) => {
    expect(readCnpj(typed)).toEqual(expected);
  });
});

describe('the form', () => {
  const start = formValuesOf(answerOf());

  it('starts from what customers see, phones formatted, three phone slots', () => {
    expect(start).toEqual({
      site: 'www.antiga.com.br',
      linkedin: '',
      email: 'contato@antiga.com.br',
      telefones: ['(11) 98765-4321', '', ''],
    });
  });

  it('sends only the edited fields; a phone typed in another format is no edit', () => {
    expect(updateRequestOf(CNPJ, start, start)).toBeNull();
    const samePhone = { ...start, telefones: ['11987654321', '', ''] };
    expect(editedFields(start, samePhone)).toEqual([]);
    const edited = {
      ...start,
      linkedin: ' linkedin.com/company/nova ',
      email: '',
      telefones: ['', '(21) 2345-6789', ''],
    };
    expect(updateRequestOf(CNPJ, start, edited)).toEqual({
      cnpj: CNPJ,
      linkedin_url: 'linkedin.com/company/nova',
      email: '',
      phones: ['(21) 2345-6789'],
    });
  });

  it("puts the contract's messages beside their fields, a phone's beside its own slot", () => {
    const now = { ...start, site: 'sem-ponto', telefones: ['(11) 98765-4321', '', '123'] };
    const body = updateRequestOf(CNPJ, start, now);
    expect(body && formErrors(body, now)).toEqual({ site: M.invalidWebsite, 'telefones.2': M.invalidPhone });
  });

  it.each([
    [M.invalidWebsite, 'site'],
    [M.invalidLinkedin, 'linkedin'],
    [M.invalidPhone, 'telefones'],
    ['Nenhuma empresa com esse CNPJ', null],
  ])('a refusal %j of the server goes beside %j', (message, field) => {
    expect(fieldOfServerMessage(message)).toBe(field);
  });
});

describe('captions', () => {
  it('say who corrected or removed a value and when, in Brasília time', () => {
    expect(
      correctionCaption({
        field: 'site',
        action: 'set',
        values: ['x.com.br'],
        by: ANA,
        at: '2026-11-30T17:03:00Z',
      }),
    ).toBe('por Ana Lima, em 30/11/2026 às 14:03');
    expect(
      correctionCaption({
        field: 'email',
        action: 'remove',
        values: [],
        by: null,
        at: '2026-11-30T17:03:00Z',
      }),
    ).toBe('por um usuário removido, em 30/11/2026 às 14:03');
  });

  it.each([
    ['set', 'Corrigido pela equipe'],
    ['remove', 'Removido pela equipe'],
  ] as const)('mark a %s correction %j', (action, badge) => {
    expect(correctionBadge({ field: 'email', action, values: [], by: ANA, at: '2026-11-30T17:03:00Z' })).toBe(
      badge,
    );
  });

  it("show the registry's value under each field", () => {
    const answer = answerOf();
    expect(registryText(answer, 'site')).toBe('Receita Federal: www.antiga.com.br');
    expect(registryText(answer, 'email')).toBe('Receita Federal: sem dado');
    expect(registryText(answer, 'telefones')).toBe('Receita Federal: (11) 3333-4444, (11) 98765-4321');
    expect(registryText(answer, 'linkedin')).toBe('A Receita Federal não tem LinkedIn');
  });

  it.each([
    [{ action: 'set', values: ['b.com.br'], previous: ['a.com.br'] }, 'De a.com.br para b.com.br'],
    [{ action: 'set', values: ['b.com.br'], previous: [] }, 'De nada para b.com.br'],
    [{ action: 'remove', values: [], previous: ['a.com.br'] }, 'Removido (era a.com.br)'],
    [
      { action: 'undo', values: [], previous: ['b.com.br'] },
      'Correção desfeita (era b.com.br): volta o dado da Receita Federal',
    ],
  ] as const)('a change %j reads %j', (change, text) => {
    expect(
      changeText({
        id: 1,
        field: 'site',
        by: ANA,
        at: '2026-11-30T17:03:00Z',
        note: null,
        ...change,
        values: [...change.values],
        previous: [...change.previous],
      }),
    ).toBe(text);
  });

  it('a verification reads as checked, with the note told to the reporters', () => {
    const verified = {
      id: 2,
      field: null,
      action: 'verify' as const,
      values: [],
      previous: [],
      by: ANA,
      at: '2026-11-30T17:03:00Z',
    };
    expect(changeText({ ...verified, note: null })).toBe('Conferido: nada a corrigir');
    expect(changeText({ ...verified, note: 'O site confere' })).toBe(
      'Conferido: nada a corrigir (“O site confere”)',
    );
  });
});

describe('openReports', () => {
  const report = (id: string, at: string) => ({
    id,
    fields: [],
    comment: null,
    at,
    user: null,
    account: null,
    list: null,
  });
  it('marks the reports sent after the last change, or all of them when nothing was changed', () => {
    const reports = [report('new', '2026-11-30T12:00:00.000Z'), report('old', '2026-11-01T12:00:00.000Z')];
    expect([...openReports(answerOf({ reports }))]).toEqual(['new', 'old']);
    const history = [
      {
        id: 1,
        field: 'site' as const,
        action: 'set' as const,
        values: [],
        previous: [],
        note: null,
        by: ANA,
        at: '2026-11-15T00:00:00.000Z',
      },
    ];
    expect([...openReports(answerOf({ reports, history }))]).toEqual(['new']);
  });
});
