// Municipality and CNAE lookups for the filter panel's search boxes, parsed from the code tables the
// registry ships (packages/registry/data). Pure parsing and matching here; loading is in lookup-data.ts.
import { foldText } from '@prospecta/contracts/filter-catalogue';

export type Municipality = { code: number; name: string; uf: string; capital: boolean };
export type Cnae = { code: number; label: string };

/** municipios.csv (codigo_ibge,nome,…,capital,codigo_uf,…) + estados.csv (codigo_uf,uf,…). */
export function parseMunicipalities(municipiosCsv: string, estadosCsv: string): Municipality[] {
  const ufByCode = new Map<string, string>();
  for (const line of estadosCsv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)) {
    const [code, uf] = line.split(',');
    if (code && uf) ufByCode.set(code, uf);
  }
  const out: Municipality[] = [];
  for (const line of municipiosCsv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)) {
    const cols = line.split(',');
    const code = Number(cols[0]);
    const uf = ufByCode.get(cols[5] ?? '');
    if (!Number.isInteger(code) || code <= 0 || !cols[1] || !uf) continue;
    out.push({ code, name: cols[1], uf, capital: cols[4] === '1' });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** cnaes.tsv: "codigo\tdescricao" with a header line. */
export function parseCnaes(tsv: string): Cnae[] {
  const out: Cnae[] = [];
  for (const line of tsv.split(/\r?\n/).slice(1)) {
    const [code, label] = line.split('\t');
    const n = Number(code);
    if (code && label && Number.isInteger(n) && n > 0) out.push({ code: n, label: label.trim() });
  }
  return out;
}

/** "6201501" → "6201-5/01". */
export function cnaeCodeText(code: number): string {
  const s = String(code).padStart(7, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 5)}/${s.slice(5)}`;
}

/**
 * CNAE search by code ("6201", "6201-5/01") or words ("desenvolvimento software"), accent- and
 * case-insensitive; code matches first, then by description.
 */
export function searchCnaes(cnaes: readonly Cnae[], text: string, limit = 50): Cnae[] {
  const digits = text.replace(/[^0-9]/g, '');
  const words = foldText(text.replace(/[0-9./-]/g, ' '))
    .split(' ')
    .filter(Boolean);
  if (!digits && words.length === 0) return cnaes.slice(0, limit);
  return cnaes
    .filter((c) => {
      const codeOk = !digits || String(c.code).padStart(7, '0').startsWith(digits);
      const label = foldText(c.label);
      return codeOk && words.every((w) => label.includes(w));
    })
    .slice(0, limit);
}

/** Municipality search by name, optionally within states; capitals first when nothing is typed. */
export function searchMunicipalities(
  list: readonly Municipality[],
  text: string,
  ufs: readonly string[],
  limit = 50,
): Municipality[] {
  const query = foldText(text);
  const inStates = ufs.length === 0 ? list : list.filter((m) => ufs.includes(m.uf));
  if (!query) return [...inStates].sort((a, b) => Number(b.capital) - Number(a.capital)).slice(0, limit);
  const starts: Municipality[] = [];
  const contains: Municipality[] = [];
  for (const m of inStates) {
    const name = foldText(m.name);
    if (name.startsWith(query)) starts.push(m);
    else if (name.includes(query)) contains.push(m);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** "São Paulo/SP": a picked municipality's label. */
export const municipalityLabel = (m: Municipality) => `${m.name}/${m.uf}`;
/** "4721-1/02 — Padaria e confeitaria…": a picked CNAE's label. */
export const cnaeLabel = (c: Cnae) => `${cnaeCodeText(c.code)} — ${c.label}`;

/**
 * Picked codes still labelled with the bare code (filters read back from a saved query, which holds codes
 * only) named from the code table; null when none needs it, so nothing changes.
 */
export function namePickedCodes<T extends { value: number; label: string }>(
  picked: readonly T[],
  nameOf: (code: number) => string | undefined,
): T[] | null {
  let changed = false;
  const named = picked.map((p) => {
    const name = p.label === String(p.value) ? nameOf(p.value) : undefined;
    if (name === undefined) return p;
    changed = true;
    return { ...p, label: name };
  });
  return changed ? named : null;
}
