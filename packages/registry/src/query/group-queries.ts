// Company groups and the relationship tree, through partner_links (partner identity → company roots) and
// partners (company root → its partners' identities).
import type { DuckDBValue } from '@duckdb/node-api';
import { normalizeDocument } from '@prospecta/contracts/cnpj';
import type { GroupCompany } from '@prospecta/contracts/search-company';
import { cnpjIdsSql, headOfficeCnpj, idOfCnpj } from './cnpj-lookup.ts';
import type { ConnectionPool, Row } from './connection-pool.ts';
import { partnerLinksOf } from './derived-tables.ts';
import { RESULT_COLUMNS, RESULT_JOINS, str, toResultRow } from './result-rows.ts';
import { SqlParams } from './sql-builder.ts';

export const inList = (n: number) => `(${Array.from({ length: n }, () => '?').join(', ')})`;

/** Partner keys of the given roots, and the roots linked through them (excluding `exclude`). */
export async function linkedRoots(pool: ConnectionPool, roots: string[], exclude: Set<string>, cap: number) {
  const keys = await pool.rows(
    `SELECT DISTINCT partner_key FROM (${partnerLinksOf(`cnpj_basico IN ${inList(roots.length)}`)})`,
    roots,
  );
  const keyList = [...keys.map((k) => String(k.partner_key)), ...roots.map((r) => `PJ:${r}`)];
  const rows = await pool.rows(
    `SELECT partner_key, cnpj_basico FROM partner_links WHERE partner_key IN ${inList(keyList.length)}
      ORDER BY partner_key, cnpj_basico`,
    keyList,
  );
  const via = new Map<string, Set<string>>();
  const add = (root: string, key: string) => {
    if (exclude.has(root) || (!via.has(root) && via.size >= cap)) return;
    via.set(root, (via.get(root) ?? new Set()).add(key));
  };
  for (const r of rows) add(String(r.cnpj_basico), String(r.partner_key));
  for (const k of keyList) if (k.startsWith('PJ:')) add(k.slice(3), k);
  return via;
}

/** Result rows (with cnpj_basico) of the establishments whose ids `ids` selects from cnpj_keys. */
function keyedRows(pool: ConnectionPool, ids: string, params: DuckDBValue[]): Promise<Row[]> {
  return pool.rows(
    `SELECT ${RESULT_COLUMNS}, e.cnpj_basico FROM (SELECT * FROM establishments WHERE rowid IN (${ids})) e
     ${RESULT_JOINS}`,
    params,
  );
}

/**
 * The head office of each root. Nearly all are order 0001, read in one batch by CNPJ; a root whose 0001 is
 * missing or a branch (the head office moved to another establishment, or a branch was opened first) gets
 * its flagged head office from its range of cnpj_keys (one pruned range read per such root).
 */
export async function headOffices(pool: ConnectionPool, roots: string[]): Promise<Map<string, Row>> {
  if (roots.length === 0) return new Map();
  const p = new SqlParams();
  const first = await keyedRows(pool, cnpjIdsSql(roots.map(headOfficeCnpj), p), p.values);
  const offices = new Map(first.map((r) => [String(r.cnpj_basico), r]));
  const others = roots.filter((root) => offices.get(root)?.fl_matriz !== true);
  if (others.length > 0) {
    const ranges = others.map(() => 'SELECT id FROM cnpj_keys WHERE cnpj > ? AND cnpj < ? AND fl_matriz');
    const moved = await keyedRows(
      pool,
      ranges.join(' UNION ALL '),
      others.flatMap((root) => [root, `${root}~`]),
    );
    for (const row of moved) offices.set(String(row.cnpj_basico), row);
  }
  return offices;
}

async function partnerNames(pool: ConnectionPool, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await pool.rows(
    `SELECT partner_key, any_value(nome) AS nome FROM partner_links WHERE partner_key IN ${inList(keys.length)} GROUP BY partner_key`,
    keys,
  );
  return new Map(rows.map((r) => [String(r.partner_key), str(r.nome) ?? '']));
}

export async function companyGroup(
  pool: ConnectionPool,
  cnpj: string,
  options: { hops?: number; limit?: number } = {},
): Promise<GroupCompany[]> {
  if ((await idOfCnpj(pool, cnpj)) === null) return [];
  const hops = Math.min(Math.max(options.hops ?? 1, 1), 2);
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const start = normalizeDocument(cnpj).slice(0, 8);
  const seen = new Set([start]);
  const found: { root: string; hops: number; keys: Set<string> }[] = [];
  let frontier = [start];
  for (let hop = 1; hop <= hops && frontier.length > 0 && found.length < limit; hop++) {
    const via = await linkedRoots(pool, frontier, seen, limit - found.length);
    frontier = [...via.keys()];
    for (const [root, keys] of via) {
      seen.add(root);
      found.push({ root, hops: hop, keys });
    }
  }
  const [offices, names] = await Promise.all([
    headOffices(
      pool,
      found.map((f) => f.root),
    ),
    partnerNames(pool, [...new Set(found.flatMap((f) => [...f.keys]))]),
  ]);
  return found.flatMap((f) => {
    const row = offices.get(f.root);
    if (!row) return [];
    const via = [...f.keys].map((k) => names.get(k) ?? (k.startsWith('PJ:') ? k.slice(3) : k));
    return [{ ...toResultRow(row), hops: f.hops, via: [...new Set(via)].sort() }];
  });
}
