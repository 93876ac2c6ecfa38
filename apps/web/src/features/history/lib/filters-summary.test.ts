import { clearAllFilters, defaultFilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import type { QueryContext } from '@prospecta/contracts/query-rules';
import { describe, expect, it } from 'vitest';
import { filtersSummary } from '@/features/history/lib/filters-summary';

const ADMIN: QueryContext = { role: 'admin' };
const USER: QueryContext = { role: 'user' };

describe('saved search summary', () => {
  it('names the groups with selections and the term', () => {
    const state = {
      ...withCheckbox(defaultFilterState(), 'uf', ['SP', 'RJ']),
      cnaes: [{ value: 4721102, label: 'Padaria' }],
      term: 'pão',
    };
    expect(filtersSummary(toUrlParams(state).toString(), ADMIN)).toBe(
      '“pão” · Localização (2): RJ, SP · Atividade econômica (CNAE) (1): 4721-1/02',
    );
  });

  it('names up to three values of a place or an activity, then how many more', () => {
    const state = {
      ...withCheckbox(defaultFilterState(), 'uf', ['SC', 'PR']),
      municipalities: [
        { value: 4205407, label: 'Florianópolis/SC' },
        { value: 4106902, label: 'Curitiba/PR' },
      ],
      cnaes: [6201501, 6202300, 6203100, 6204000].map((value) => ({ value, label: String(value) })),
    };
    expect(filtersSummary(toUrlParams(state).toString(), ADMIN)).toBe(
      'Localização (4): PR, SC, Florianópolis/SC e mais 1 · Atividade econômica (CNAE) (4): 6201-5/01, 6202-3/00, 6203-1/00 e mais 1',
    );
  });

  it('names the exclusive options set apart from their defaults', () => {
    const state = {
      ...withCheckbox(defaultFilterState(), 'uf', ['SP']),
      exclusive: { ...defaultFilterState().exclusive, decisores: true, email: true, nao_exportadas: false },
    };
    expect(filtersSummary(toUrlParams(state).toString(), ADMIN)).toBe(
      'Localização (1): SP · inclui já exportadas, com e-mail, com decisores',
    );
  });

  it("says whether employees and revenue count the company's figures or the establishment's", () => {
    const state = {
      ...defaultFilterState(),
      employees: [50, 1_000_000] as [number, number],
      revenues: [3, 10] as [number, number],
      radios: { ...defaultFilterState().radios, employees: 'empresa' as const, revenues: 'cnpj' as const },
    };
    expect(filtersSummary(toUrlParams(state).toString(), ADMIN)).toBe(
      'Faturamento (1, por estabelecimento) · Funcionários (1, por empresa)',
    );
  });

  it('says what a search without filters finds', () => {
    expect(filtersSummary('', ADMIN)).toBe('Sem filtros: as empresas ativas ainda não exportadas');
  });

  it('describes the search as it runs for the user, not the options the address kept', () => {
    // The address an old "Limpar filtros" left: every exclusive option off, `advanced={"ativas":false}`.
    const cleared = {
      ...defaultFilterState(),
      exclusive: { ...defaultFilterState().exclusive, ativas: false, nao_exportadas: false },
    };
    const url = toUrlParams(cleared).toString();
    expect(url).toContain('advanced');
    // A user always searches active companies with e-mail and a phone: never "inclui inativas".
    expect(filtersSummary(url, USER)).toBe('inclui já exportadas, com e-mail, com telefone');
    expect(filtersSummary(url, ADMIN)).toBe('inclui inativas, inclui já exportadas');
    // With a term only "ativas" applies (already exported companies included, as the query sends).
    expect(filtersSummary(toUrlParams({ ...cleared, term: 'padaria' }).toString(), USER)).toBe(
      '“padaria” · inclui já exportadas',
    );
  });

  it('says nothing of the exclusive options after "Limpar filtros": they are back to their defaults', () => {
    expect(filtersSummary(toUrlParams(clearAllFilters()).toString(), ADMIN)).toBe(
      'Sem filtros: as empresas ativas ainda não exportadas',
    );
  });
});
