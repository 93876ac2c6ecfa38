// The search query DSL (spec core §3/§5/§7 "Search query"), validated with zod; every field comes
// from the catalogue in search-fields.ts. Messages a user can read are in Portuguese.
//
// Example — active companies in SP or RJ, three CNAEs, with e-mail, 10 to 500 employees, named
// "padaria", not MEI, best data first:
//
//   {
//     search: {
//       where: {
//         ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP', 'RJ'],
//         cd_cnae_principal: [1091102, 4721102, 5611201],
//         qt_funcionarios: { gte: 10, lte: 500 }, dt_abertura: { gte: '2015-01-01' },
//         cep_distance: { cep: '01310-100', distance: 20 },
//       },
//       wherenot: { fl_mei: true, nu_cnpj: ['11.222.333/0001-81'] },
//       match: { nm_empresa: 'padaria' },
//       match_either: { nm_razao_social: ['pão de queijo'], nm_fantasia: ['pao queijo'] },
//       exists: ['email'], has_any: ['telefone', 'celular'],
//       sort_by: [{ field: 'qt_funcionarios', order: 'desc' }],
//       offset: 0, return_size: 10, aggregation_type: ['municipio'],
//     },
//     eliminate_cnpjs_already_exported_in_account: true,
//   }
//
// Semantics: `where` ANDs fields and ORs the values of a field; `wherenot` drops rows matching any
// of its fields (a row whose value is unknown is kept); `match` ANDs text fields, each term matched
// word by word, accent- and case-insensitively (every word of the term must equal a word of the field,
// the last word may be a prefix; a list of terms ORs them); `match_either` ORs all its terms;
// `exists` requires every listed contact, `has_any` at least one. Default sort: quality_data_score desc.
import { z } from 'zod';
import {
  DEFAULT_RETURN_SIZE,
  EXTRA_AGGREGATIONS,
  MAX_OFFSET,
  MAX_RETURN_SIZE,
  SEARCH_FIELDS,
  type SearchField,
  type SearchFieldDefinition,
  type SearchFieldKind,
  SORT_FIELDS,
  type SortFieldName,
} from './search-fields.ts';
import {
  booleanSchema,
  cnpjListSchema,
  codeListSchema,
  dateRangeSchema,
  geoSchema,
  integerListSchema,
  numberRangeSchema,
  stringListSchema,
} from './search-values.ts';
import { brazilianZodMessage } from './zod-messages.ts';

const unknownField = (iss: z.core.$ZodRawIssue) =>
  iss.code === 'unrecognized_keys' ? brazilianZodMessage(iss) : undefined;

type NamesOf<K extends SearchFieldKind> = Extract<SearchField, { kind: K }>['name'];

/** `{ [name]: schema.optional() }` for every catalogue field of one kind. */
function shapeOf<K extends SearchFieldKind, S extends z.ZodType>(
  kind: K,
  make: (field: SearchFieldDefinition) => S,
): { [N in NamesOf<K>]: z.ZodOptional<S> } {
  const entries = (SEARCH_FIELDS as readonly SearchFieldDefinition[])
    .filter((f) => f.kind === kind)
    .map((f) => [f.name, make(f).optional()]);
  return Object.fromEntries(entries) as { [N in NamesOf<K>]: z.ZodOptional<S> };
}

const presenceFields = SEARCH_FIELDS.filter((f) => f.kind === 'presence').map((f) => f.name);
type PresenceName = NamesOf<'presence'>;

const termSchema = z
  .string({ error: 'O termo de busca deve ser um texto' })
  .trim()
  .min(1, 'O termo de busca não pode ser vazio')
  .max(200, 'O termo de busca deve ter no máximo 200 caracteres');
const termsSchema = z.union([termSchema, z.array(termSchema).min(1, 'Informe ao menos um termo')]);

export const whereSchema = z.strictObject(
  {
    ...shapeOf('code_list', codeListSchema),
    ...shapeOf('integer_list', integerListSchema),
    ...shapeOf('string_list', stringListSchema),
    ...shapeOf('cnpj_list', cnpjListSchema),
    ...shapeOf('number_range', numberRangeSchema),
    ...shapeOf('date_range', dateRangeSchema),
    ...shapeOf('boolean', booleanSchema),
    ...shapeOf('geo', geoSchema),
  },
  { error: unknownField },
);
export const matchSchema = z.strictObject(
  shapeOf('text', () => termsSchema),
  { error: unknownField },
);

export const presenceSchema = z.enum(presenceFields as [PresenceName, ...PresenceName[]], {
  error: `Tipo de contato inválido (use ${presenceFields.join(', ')})`,
});

const sortNames = SORT_FIELDS.map((s) => s.name);
export const sortSchema = z.strictObject(
  {
    field: z.enum(sortNames as [SortFieldName, ...SortFieldName[]], {
      error: `Ordenação inválida (use ${sortNames.join(', ')})`,
    }),
    order: z.enum(['asc', 'desc'], { error: 'A ordem deve ser asc ou desc' }).default('desc'),
  },
  { error: unknownField },
);

export const searchBodySchema = z.strictObject(
  {
    match_either: matchSchema.optional(),
    match: matchSchema.optional(),
    where: whereSchema.optional(),
    wherenot: whereSchema.optional(),
    exists: z.array(presenceSchema).optional(),
    has_any: z.array(presenceSchema).optional(),
    sort_by: z.array(sortSchema).max(4, 'No máximo 4 critérios de ordenação').optional(),
    offset: z
      .number({ error: 'O deslocamento (offset) deve ser um número' })
      .int('O deslocamento (offset) deve ser um número inteiro')
      .min(0, 'O deslocamento (offset) não pode ser negativo')
      .max(MAX_OFFSET, `O deslocamento (offset) máximo é ${MAX_OFFSET}; refine a busca`)
      .default(0),
    return_size: z
      .number({ error: 'A quantidade de resultados (return_size) deve ser um número' })
      .int('A quantidade de resultados (return_size) deve ser um número inteiro')
      .min(1, 'A quantidade de resultados (return_size) deve ser ao menos 1')
      .max(MAX_RETURN_SIZE, `A quantidade de resultados (return_size) máxima é ${MAX_RETURN_SIZE}`)
      .default(DEFAULT_RETURN_SIZE),
    aggregation_type: z
      .array(
        z.enum(EXTRA_AGGREGATIONS, {
          error: `Agregação inválida (use ${EXTRA_AGGREGATIONS.join(', ')})`,
        }),
      )
      .optional(),
  },
  { error: unknownField },
);

export const searchQuerySchema = z.strictObject(
  {
    search: searchBodySchema,
    /** Resolved by the API (it knows the account's exports) and passed to the registry as excluded CNPJs. */
    eliminate_cnpjs_already_exported_in_account: z.boolean().optional(),
    /** "E" when both first filters of the fifth filter group have a selection (spec §4); informative. */
    selected_filtered_type: z.string().optional(),
    /** Kept for compatibility with the original client; the registry ignores it. */
    special_filter: z.unknown().optional(),
  },
  { error: unknownField },
);

/** What a client sends. */
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
/** After validation: defaults filled, CNPJs, CEPs, codes and names normalised. */
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchBody = z.output<typeof searchBodySchema>;
export type SearchWhere = z.output<typeof whereSchema>;
export type SearchMatch = z.output<typeof matchSchema>;
export type SearchSort = z.output<typeof sortSchema>;

/** Validates with Portuguese messages for every issue (ours first, zod-messages.ts for the rest). */
export function parseSearchQuery(input: unknown): ReturnType<typeof searchQuerySchema.safeParse> {
  return searchQuerySchema.safeParse(input, { error: brazilianZodMessage });
}
