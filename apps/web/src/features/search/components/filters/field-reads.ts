import type { CatalogueFilter } from '@prospecta/contracts/filter-catalogue';
import type { FilterState } from '@prospecta/contracts/filter-state';

/**
 * The parts of the filters one catalogue filter's control reads, as paths into the state (a top-level key, then
 * keys within it). Ticking a state draws that state's control again, not the panel's two hundred others: the
 * memoised FilterField compares these parts only. A control that starts reading another part of the state must
 * say so here (field-reads.test.ts renders every filter and checks what it read).
 */
export function fieldReads(filter: CatalogueFilter): ReadonlyArray<readonly string[]> {
  switch (filter.kind) {
    case 'checkbox':
      // The situações show ATIVA fixed while "Somente empresas ativas" is on.
      return filter.queryField === 'ds_situacao_cnpj'
        ? [
            ['checkboxes', filter.id],
            ['exclusive', 'ativas'],
          ]
        : [['checkboxes', filter.id]];
    case 'radio':
      return [['radios']];
    case 'numeric_range':
      return [['numericRanges', filter.id]];
    case 'date_range':
      return [['dateRanges', filter.id]];
    case 'slider':
      return [['employees'], ['revenues']];
    case 'text':
      return [['companyNames'], ['textInputs']];
    case 'cnpj_list':
      return [['cnpjInclude'], ['cnpjExclude']];
    case 'municipality_search':
      return [['municipalities']];
    case 'cnae_search':
      return [['cnaes']];
    case 'bairros':
    case 'decision_maker_positions':
      return [['neighbourhoods'], ['decisionMakerPositions']];
    case 'cep_distance':
      return [['cepDistance']];
    case 'exclusive':
      return [['exclusive']];
  }
}

const at = (state: FilterState, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], state);

/** Whether the control of `filter` reads the same in both states (compared by value: a Back parses anew). */
export function sameReads(filter: CatalogueFilter, before: FilterState, after: FilterState): boolean {
  if (before === after) return true;
  return fieldReads(filter).every((path) => {
    const a = at(before, path);
    const b = at(after, path);
    return a === b || JSON.stringify(a) === JSON.stringify(b);
  });
}
