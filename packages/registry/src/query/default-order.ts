// The order of equal sort keys. Every search ends its ORDER BY with (tiebreak, id): `tiebreak` is a fixed
// pseudo-random number of the CNPJ, stored on establishments and on every posting table. Breaking ties by
// `id` alone (the stored order: situação, UF, CNAE, …) gave a nationwide "best data first" search pages of
// Rondônia companies only (the first state in IBGE order) and a state's search pages of agriculture first
// (the lowest CNAE codes): with scores from 0 to 100, hundreds of thousands of companies share each score.
// With the tiebreak, companies of equal score come in a fair mix of states and activities.

/** SQL for an establishments row's tiebreak (UINTEGER), computed once by the importer. */
export const TIEBREAK_SQL = '(hash(cnpj) >> 32)::UINTEGER';

/** The keys that end every ORDER BY of a search, so pages are stable. */
export const TIE_KEYS = 'tiebreak ASC, id ASC';

/** The default order ("Melhores dados primeiro"). */
export const DEFAULT_ORDER_BY = `quality_data_score DESC, ${TIE_KEYS}`;
