// "Contains these words" the way a seller types them: case- and accent-insensitive ("parana" finds
// "Paraná"), the same on PostgreSQL and PGlite whatever the server's locale (no unaccent extension).

import type { AnyColumn } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN';

/** Lower case without accents, as `folded` compares a column. */
export const foldAccents = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** A LIKE pattern finding `text` anywhere, its wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The column lower-cased without accents (accents removed first: lower() of "Á" depends on the locale). */
export const folded = (column: AnyColumn | SQL) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The column contains the text, ignoring case and accents. */
export const containsText = (column: AnyColumn | SQL, text: string): SQL =>
  sql`${folded(column)} like ${likePattern(foldAccents(text))}`;
