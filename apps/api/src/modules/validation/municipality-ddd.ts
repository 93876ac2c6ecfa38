// Municipality (IBGE code) → DDD, from the shipped municipalities table
// (packages/registry/data/municipios-brasileiros/municipios.csv, `ddd` column). Read once, on first use.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CSV = fileURLToPath(
  new URL('../../../../../packages/registry/data/municipios-brasileiros/municipios.csv', import.meta.url),
);

let table: Map<number, number> | null = null;

function load(): Map<number, number> {
  const [header = '', ...lines] = readFileSync(CSV, 'utf8').trim().split('\n');
  const columns = header.split(',');
  const codeAt = columns.indexOf('codigo_ibge');
  const dddAt = columns.indexOf('ddd');
  const map = new Map<number, number>();
  for (const line of lines) {
    const cells = line.split(',');
    const code = Number(cells[codeAt]);
    const ddd = Number(cells[dddAt]);
    if (Number.isInteger(code) && Number.isInteger(ddd) && ddd > 0) map.set(code, ddd);
  }
  return map;
}

/** The DDD of a municipality, or null when unknown. */
export function dddOfMunicipality(ibgeCode: number | null): number | null {
  if (ibgeCode === null) return null;
  table ??= load();
  return table.get(ibgeCode) ?? null;
}
