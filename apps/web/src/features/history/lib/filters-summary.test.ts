import {
  clearAllFilters,
  defaultFilterState,
  type FilterState,
  withCheckbox,
} from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import { describe, expect, it } from 'vitest';
import { filtersSummary } from '@/features/history/lib/filters-summary';

const ADMIN: QueryContext = { role: 'admin' };
const USER: QueryContext = { role: 'user' };
const urlOf = (state: FilterState) => toUrlParams(state).toString();
const checked = (pairs: [string, string[]][]) =>
  pairs.reduce((state, [id, values]) => withCheckbox(state, id, values), defaultFilterState());

/** As the filters label picks: "5611-2/01 — Restaurantes e similares", "São Paulo/SP". */
const RESTAURANTES = { value: 5611201, label: '5611-2/01 — Restaurantes e similares' };
const SAO_PAULO = { value: 3550308, label: 'São Paulo/SP' };

describe('saved search summary', () => {
  it('says the values, in the panel order: place, activity, size, dates, options', () => {
    const state: FilterState = {
      ...checked([['uf', ['SP']]]),
      municipalities: [SAO_PAULO],
      cnaes: [RESTAURANTES],
      numericRanges: { capital_social: { value_start: 100000, value_end: 1000000 } },
      dateRanges: { dt_abertura: { inDate: '2024-12-01', toDate: '01/12/2026', queryField: 'dt_abertura' } },
      exclusive: { ...defaultFilterState().exclusive, email: true },
    };
    const text =
      'SP · São Paulo/SP · CNAE 5611-2/01 Restaurantes e similares · Capital R$ 100 mil–1 mi · Abertura 01/12/2024–01/12/2026 · Com e-mail';
    expect(filtersSummary(urlOf(state), ADMIN)).toEqual({ text, full: text });
  });

  it('says the sector, size, revenue and employees with whose figures they count', () => {
    const state: FilterState = {
      ...checked([
        ['cnae_secao', ['F']],
        ['porte', ['ME', 'EPP']],
        ['matriz', ['true']],
        ['simples', ['true', 'false']],
        ['mei', ['false']],
      ]),
      numericRanges: { filiais: { value_start: '2', value_end: '10' } },
      employees: [10, 50],
      revenues: [3, 4],
      radios: { ...defaultFilterState().radios, employees: 'empresa', revenues: 'cnpj' },
    };
    // Both "Simples" answers ticked filter nothing: not said.
    expect(filtersSummary(urlOf(state), ADMIN).text).toBe(
      'Setor: Construção · Porte: Microempresa, Empresa de pequeno porte · Matriz · 2–10 filiais · MEI: Não · Faturamento R$ 1 mi–5 mi por estabelecimento · 10–50 funcionários por empresa',
    );
  });

  it('says the open ends of the revenue and employee sliders', () => {
    const from = {
      ...defaultFilterState(),
      employees: [100, 1_000_000] as [number, number],
      revenues: [5, 10] as [number, number],
    };
    expect(filtersSummary(urlOf(from), ADMIN).text).toBe(
      'Faturamento acima de R$ 10 mi por empresa · 100 ou mais funcionários por estabelecimento',
    );
    const upTo = {
      ...defaultFilterState(),
      employees: [0, 5] as [number, number],
      revenues: [0, 2] as [number, number],
    };
    expect(filtersSummary(urlOf(upTo), ADMIN).text).toBe(
      'Faturamento até R$ 360 mil por empresa · até 5 funcionários por estabelecimento',
    );
  });

  it('names up to three values a list in the short line, every one in the full text', () => {
    const state: FilterState = {
      ...checked([['uf', ['SC', 'PR', 'RS', 'SP']]]),
      municipalities: [
        { value: 4205407, label: 'Florianópolis/SC' },
        { value: 4106902, label: 'Curitiba/PR' },
      ],
      cnaes: [6201501, 6202300, 6203100, 6204000].map((value) => ({ value, label: String(value) })),
    };
    expect(filtersSummary(urlOf(state), ADMIN)).toEqual({
      text: 'SP, PR, SC e mais 1 · Florianópolis/SC, Curitiba/PR · CNAEs 6201-5/01, 6202-3/00, 6203-1/00 e mais 1',
      full: 'SP, PR, SC, RS · Florianópolis/SC, Curitiba/PR · CNAEs 6201-5/01, 6202-3/00, 6203-1/00, 6204-0/00',
    });
  });

  it('clips a long CNAE name in the short line and keeps it whole in the full text', () => {
    const bares = {
      value: 5611204,
      label:
        '5611-2/04 — Bares e outros estabelecimentos especializados em servir bebidas, sem entretenimento',
    };
    const state = {
      ...defaultFilterState(),
      cnaes: [bares],
      radios: { ...defaultFilterState().radios, cnae: 'secundario' as const },
    };
    expect(filtersSummary(urlOf(state), ADMIN)).toEqual({
      text: 'CNAE secundário 5611-2/04 Bares e outros estabelecimentos…',
      full: 'CNAE secundário 5611-2/04 Bares e outros estabelecimentos especializados em servir bebidas, sem entretenimento',
    });
  });

  it('names codes from the lookup tables when loaded, else from the labels the state keeps', () => {
    // A search read back from its query keeps the codes alone.
    const state = {
      ...defaultFilterState(),
      municipalities: [{ value: 3550308, label: '3550308' }],
      cnaes: [{ value: 5611201, label: '5611201' }],
    };
    expect(filtersSummary(urlOf(state), ADMIN).text).toBe('Município 3550308 · CNAE 5611-2/01');
    const names = {
      cnae: (code: number) => (code === 5611201 ? 'Restaurantes e similares' : undefined),
      municipality: (code: number) => (code === 3550308 ? 'São Paulo/SP' : undefined),
    };
    expect(filtersSummary(urlOf(state), ADMIN, names).text).toBe(
      'São Paulo/SP · CNAE 5611-2/01 Restaurantes e similares',
    );
    // A code the table lacks keeps its own label.
    const kept = { ...defaultFilterState(), cnaes: [{ value: 4721102, label: 'Padaria' }] };
    expect(filtersSummary(urlOf(kept), ADMIN, names).text).toBe('CNAE 4721-1/02 Padaria');
  });

  it('says the term first, then the other kinds of filter by their values', () => {
    const state: FilterState = {
      ...checked([
        ['regiao', ['S']],
        ['situacao', ['BAIXADA']],
        ['perfil_clientes', ['b2b']],
      ]),
      term: ' pão ',
      neighbourhoods: ['Centro'],
      cepDistance: { distance: 10, zip: '01310-100', location: '', cepInfo: null },
      textInputs: { ...defaultFilterState().textInputs, keywords: 'pão, bolo', partnerName: 'Maria' },
      decisionMakerPositions: ['diretor'],
      cnpjExclude: ['11222333000181', '11444777000161'],
      // Half a range runs as no range: not said.
      numericRanges: { qualidade: { value_start: 50, value_end: null } },
    };
    // "Somente empresas ativas" (on) keeps the active companies beside the situação chosen.
    expect(filtersSummary(urlOf(state), ADMIN).text).toBe(
      '“pão” · Sul · Bairro: Centro · Até 10 km do CEP 01310-100 · Palavras-chave: pão, bolo · Situação: Ativa, Baixada · Sócio “Maria” · Decisores: Diretor · Exclui 2 CNPJs · Somente B2B',
    );
  });

  it('names the exclusive options set apart from their defaults', () => {
    const state = {
      ...checked([['uf', ['SP']]]),
      exclusive: { ...defaultFilterState().exclusive, decisores: true, email: true, nao_exportadas: false },
    };
    expect(filtersSummary(urlOf(state), ADMIN).text).toBe(
      'SP · Inclui já exportadas, com e-mail, com decisores',
    );
  });

  it('says what a search without filters finds', () => {
    const none = 'Sem filtros: as empresas ativas ainda não exportadas';
    expect(filtersSummary('', ADMIN)).toEqual({ text: none, full: none });
    // "Limpar filtros" puts the exclusive options back to their defaults: nothing to say of them.
    expect(filtersSummary(urlOf(clearAllFilters()), ADMIN).text).toBe(none);
  });

  it('describes the search as it runs for the user, not the options the address kept', () => {
    // The address an old "Limpar filtros" left: every exclusive option off, `advanced={"ativas":false}`.
    const cleared = {
      ...defaultFilterState(),
      exclusive: { ...defaultFilterState().exclusive, ativas: false, nao_exportadas: false },
    };
    const url = urlOf(cleared);
    expect(url).toContain('advanced');
    // A user always searches active companies with e-mail and a phone: never "inclui inativas".
    expect(filtersSummary(url, USER).text).toBe('Inclui já exportadas, com e-mail, com telefone');
    expect(filtersSummary(url, ADMIN).text).toBe('Inclui inativas, inclui já exportadas');
    // With a term only "ativas" applies (already exported companies included, as the query sends).
    expect(filtersSummary(urlOf({ ...cleared, term: 'padaria' }), USER).text).toBe(
      '“padaria” · Inclui já exportadas',
    );
  });
});
