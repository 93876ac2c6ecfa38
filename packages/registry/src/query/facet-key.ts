// establishments.facet_key: the situação and the facet columns of a row packed into one UBIGINT, so a
// search's summary and facets group its matching rows by one stored column instead of seven (then unpack
// the few thousand groups). Each field is exact: a NULL has its own value, and a code the options do not
// list keeps its number.

/** The packed fields, lowest bits first: column, bits, and whether the column can be NULL. */
const FIELDS = [
  { column: 'faixa_idade', bits: 3, nullable: false },
  { column: 'faixa_faturamento', bits: 4, nullable: true },
  { column: 'faixa_funcionarios', bits: 4, nullable: true },
  { column: 'cnae_secao', bits: 5, nullable: true },
  { column: 'porte', bits: 8, nullable: false },
  { column: 'uf', bits: 6, nullable: false },
  { column: 'situacao', bits: 8, nullable: false },
] as const;

const layout = FIELDS.map((field, index) => ({
  ...field,
  shift: FIELDS.slice(0, index).reduce((sum, f) => sum + f.bits, 0),
  // A nullable field's NULL is its all-ones value, which no value of it reaches (checked by the importer's test).
  mask: 2 ** field.bits - 1,
}));

/** SQL for the key of an establishments row, over its columns (the importer stores it). */
export const FACET_KEY_SQL = layout
  .map(({ column, shift, mask, nullable }) => {
    const value = nullable ? `coalesce(${column}, ${mask})` : column;
    return `(${value}::UBIGINT << ${shift})`;
  })
  .join(' | ');

/** SQL for the columns of FIELDS (UTINYINT, under their own names) unpacked from `key`. */
export function unpackFacetKeySql(key: string): string {
  return layout
    .map(({ column, shift, mask, nullable }) => {
      const value = `((${key} >> ${shift}) & ${mask})`;
      return `${nullable ? `NULLIF(${value}, ${mask})` : value}::UTINYINT AS ${column}`;
    })
    .join(', ');
}

/** The columns FACET_KEY_SQL packs. */
export const FACET_KEY_COLUMNS: readonly string[] = FIELDS.map((f) => f.column);
