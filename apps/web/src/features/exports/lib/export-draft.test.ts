import { EXPORT_MESSAGES, type ToolConnection } from '@prospecta/contracts/exports-api';
import { describe, expect, it } from 'vitest';
import {
  calculateBody,
  defaultExportType,
  draftProblem,
  fieldsLabel,
  initialDraft,
  STARTING_FIELDS,
  settingsOf,
  sheetBody,
  sortLine,
  toolBlocker,
  toolBody,
} from '@/features/exports/lib/export-draft';

const connection = (patch: Partial<ToolConnection>): ToolConnection => ({
  tool: 'pipedrive',
  label: 'Pipedrive',
  kind: 'key',
  connected: true,
  verified: true,
  connectedAt: '2024-01-01T00:00:00.000Z',
  expiresAt: null,
  instanceUrl: null,
  ...patch,
});

describe('defaultExportType (spec §4: select when companies are picked, else normal)', () => {
  it.each([
    [undefined, false, 'normal'],
    [[], false, 'normal'],
    [['11222333000181'], false, 'select'],
    [['11222333000181', '11444777000161'], false, 'select'],
    [['11222333000181'], true, 'single'],
  ] as const)('%j single=%s → %s', (cnpjs, single, expected) => {
    expect(defaultExportType(cnpjs, single)).toBe(expected);
  });
});

describe('toolBlocker (spec §5 messages)', () => {
  it.each([
    ['pipedrive', undefined, EXPORT_MESSAGES.notAuthenticated('Pipedrive')],
    ['rdstation', connection({ connected: false }), 'Você ainda não está autenticado no Rd Station'],
    ['funildevendas', undefined, 'Você ainda não está autenticado no Funil de Vendas'],
    ['totvs', connection({ connected: false }), EXPORT_MESSAGES.totvsFieldsEmpty],
    [
      'salesforce',
      connection({ tool: 'salesforce', instanceUrl: null }),
      EXPORT_MESSAGES.salesforceDomainEmpty,
    ],
    ['salesforce', connection({ tool: 'salesforce', instanceUrl: 'https://x.my.salesforce.com' }), null],
    ['pipedrive', connection({}), null],
  ] as const)('%s %j → %s', (tool, conn, expected) => {
    expect(toolBlocker(tool, conn)).toBe(expected);
  });
});

describe('request bodies', () => {
  it('a normal export sends no cnpjs; a single one sends its company', () => {
    const normal = initialDraft(undefined, false, null);
    expect(sheetBody(normal, ['11222333000181'])).toEqual({
      type: 'normal',
      cnpjs: undefined,
      filters: {},
      format: 'csv',
      fields: STARTING_FIELDS,
      decisionMakers: 'rows',
      sort: 'recent',
    });
    // A file follows the list table's order, and the dialog says which.
    expect(sheetBody(normal, undefined, 'name').sort).toBe('name');
    expect(sortLine('name')).toBe('Na ordem da tabela: Nome (A–Z)');
    const single = { ...initialDraft(['11222333000181'], true, null), options: { onlyValidPhones: true } };
    expect(toolBody(single, ['11222333000181'])).toEqual({
      type: 'single',
      cnpjs: ['11222333000181'],
      filters: {},
      options: { onlyValidPhones: true },
    });
  });

  it('starts from the saved fields and filters', () => {
    const draft = initialDraft(undefined, false, {
      fields: ['cnpj', 'razao_social'],
      filters: { withPhone: true },
      decisionMakers: 'columns',
    });
    expect([draft.fields, draft.filters, draft.decisionMakers]).toEqual([
      ['cnpj', 'razao_social'],
      { withPhone: true },
      'columns',
    ]);
  });

  it("takes the list table's status filter over the saved one", () => {
    const saved = {
      fields: ['cnpj' as const],
      filters: { withPhone: true, prospectingStatuses: ['descartado' as const] },
      decisionMakers: 'rows' as const,
    };
    expect(initialDraft(undefined, false, saved, ['interessado', 'sucesso']).filters).toEqual({
      withPhone: true,
      prospectingStatuses: ['interessado', 'sucesso'],
    });
    expect(initialDraft(undefined, false, saved, []).filters).toEqual(saved.filters);
    expect(initialDraft(undefined, false, null, ['contatado']).filters).toEqual({
      prospectingStatuses: ['contatado'],
    });
  });

  it("sends whose statuses an owner's view shows (view_as) with every request, and nothing of it otherwise", () => {
    const seller = '4f0c7c1e-2f43-4a58-9d8e-5f6a7b8c9d0e';
    const viewed = initialDraft(undefined, false, null, ['sucesso'], seller);
    expect(calculateBody(viewed)).toMatchObject({
      view_as: seller,
      filters: { prospectingStatuses: ['sucesso'] },
    });
    expect(sheetBody(viewed).view_as).toBe(seller);
    expect(toolBody(viewed).view_as).toBe(seller);
    expect(settingsOf(viewed)).not.toHaveProperty('viewAs');
    expect(calculateBody(initialDraft(undefined, false, null))).not.toHaveProperty('view_as');
  });

  it.each([
    [{ fields: [] }, undefined, 'Escolha ao menos um campo'],
    [{ type: 'select' as const }, [], 'Nenhuma empresa escolhida'],
    [{}, undefined, null],
  ])('draftProblem %j → %s', (patch, cnpjs, expected) => {
    expect(draftProblem({ ...initialDraft(undefined, false, null), ...patch }, cnpjs)).toBe(expected);
  });
});

describe('STARTING_FIELDS', () => {
  it("starts with the registry's natureza, Simples and MEI; the company's totals, the situação's date and the secondary CNAEs are asked for", () => {
    expect(STARTING_FIELDS).toEqual(expect.arrayContaining(['natureza_juridica', 'simples', 'mei']));
    for (const asked of [
      'qt_funcionarios_empresa',
      'vl_faturamento_empresa',
      'dt_situacao',
      'cnaes_secundarios',
    ])
      expect(STARTING_FIELDS).not.toContain(asked);
    expect(STARTING_FIELDS).toHaveLength(28);
  });
});

describe('fieldsLabel', () => {
  // The checkbox group's accessible name: what it holds and how many of the catalogue's fields are ticked.
  it.each([
    [0, 'Campos da planilha (0 de 32)'],
    [STARTING_FIELDS.length, `Campos da planilha (${STARTING_FIELDS.length} de 32)`],
    [32, 'Campos da planilha (32 de 32)'],
  ])('%i fields → %s', (chosen, label) => {
    expect(fieldsLabel(chosen)).toBe(label);
  });
});
