// The age band of an establishment at the release date (a facet of the search graphs), computed once
// at import: 0 unknown opening date, 1 under 1 year, 2 1–2 years, 3 2–5, 4 5–10, 5 10–20, 6 over 20.

/** Band boundaries: the dates 1, 2, 5, 10 and 20 years before the release date (YYYY-MM-DD). */
export function ageBoundaries(releaseDate: string): string[] {
  const [y, m, d] = releaseDate.split('-').map(Number) as [number, number, number];
  return [1, 2, 5, 10, 20].map((years) => new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10));
}

/** SQL for the band of `dt_abertura`; the boundaries are computed dates, written as DATE literals. */
export function ageBandSql(releaseDate: string): string {
  const [b1, b2, b5, b10, b20] = ageBoundaries(releaseDate).map((date) => `DATE '${date}'`);
  return `(CASE WHEN dt_abertura IS NULL THEN 0 WHEN dt_abertura > ${b1} THEN 1 WHEN dt_abertura > ${b2} THEN 2
    WHEN dt_abertura > ${b5} THEN 3 WHEN dt_abertura > ${b10} THEN 4 WHEN dt_abertura > ${b20} THEN 5 ELSE 6 END)::UTINYINT`;
}
