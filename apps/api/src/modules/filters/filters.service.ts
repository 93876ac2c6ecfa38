// The filter catalogue document served per environment (spec core §7: "a filters catalogue is fetched as
// a JSON file per environment"), generated once from the one catalogue in packages/contracts.
import {
  FIFTH_GROUP_ID,
  FIFTH_GROUP_INDEX,
  FILTER_CATALOGUE,
  fifthGroupFilters,
  RESULT_COLUMNS,
} from '@prospecta/contracts/filter-catalogue';
import {
  EMPLOYEE_SENTINEL,
  EMPLOYEE_SLIDER_MARKS,
  EXCLUSIVE_OPTION_DEFAULTS,
  REVENUE_SLIDER_MARKS,
  SORT_OPTIONS,
} from '@prospecta/contracts/filter-catalogue-options';
import type { FILTER_ENVIRONMENTS } from '@prospecta/contracts/search-api';

export type FilterEnvironment = (typeof FILTER_ENVIRONMENTS)[number];

function buildDocument() {
  const [first, second] = fifthGroupFilters();
  return {
    version: 1,
    groups: FILTER_CATALOGUE,
    fifthGroup: {
      position: FIFTH_GROUP_INDEX + 1,
      id: FIFTH_GROUP_ID,
      filters: [first.id, second.id],
      rule: 'selected_filtered_type é "E" quando há ao menos uma opção escolhida em cada um dos dois primeiros filtros deste grupo.',
    },
    sortOptions: SORT_OPTIONS,
    exclusiveOptionDefaults: EXCLUSIVE_OPTION_DEFAULTS,
    sliders: {
      employees: { sentinel: EMPLOYEE_SENTINEL, marks: EMPLOYEE_SLIDER_MARKS },
      revenue: { marks: REVENUE_SLIDER_MARKS },
    },
    resultColumns: RESULT_COLUMNS,
  };
}

let cached: ReturnType<typeof buildDocument> | null = null;

/** The same catalogue for every environment; the environment is echoed so a client can check what it got. */
export function filterCatalogueDocument(environment: FilterEnvironment) {
  cached ??= buildDocument();
  return { environment, ...cached };
}
