// The filter catalogue document served per environment (spec core §7: "a filters catalogue is fetched as
// a JSON file per environment"). Built once from the DSL's field catalogue in packages/contracts.
import { SEARCH_FIELDS, SORT_FIELDS } from '@prospecta/contracts/search-fields';

export type FilterEnvironment = 'app' | 'staging' | 'dev' | 'local';

function buildDocument() {
  return {
    version: 1,
    fields: SEARCH_FIELDS.map((f) => ({
      queryField: f.name,
      kind: f.kind,
      title: f.label,
      options: 'options' in f ? f.options.map((o) => ({ value: o.value, label: o.label })) : [],
    })),
    sortOptions: SORT_FIELDS.map((s) => ({ value: s.name, label: s.label })),
  };
}

let cached: ReturnType<typeof buildDocument> | null = null;

/** The same catalogue for every environment; the environment is echoed so clients can check what they got. */
export function filterCatalogueDocument(environment: FilterEnvironment) {
  cached ??= buildDocument();
  return { environment, ...cached };
}
