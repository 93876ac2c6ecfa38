// A column tested against a list of any length with one parameter. `inArray` sends one parameter per value,
// and PostgreSQL refuses a statement of more than 65 535: an export of 100 000 chosen companies failed so.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `column = any($1::text[])`: true when the column's value is one of `values`. */
export const inTextList = (column: AnyColumn | SQL, values: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...values])}::text[])`;
