// Where a search of a CNPJ list came from ("parecidas com RATRALU"): kept in session storage under the list
// itself, so the label survives the stored search's address, a reload and Back, and goes away with the list.
import { normalizeDocument } from '@prospecta/contracts/cnpj';

export const SIMILAR_ORIGIN_PREFIX = 'prospecta.parecidas.';
/** Origins kept per browser tab (the oldest are forgotten). */
export const SIMILAR_ORIGINS_KEPT = 10;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
type Origin = { label: string; at: number };

/** The same key for the same CNPJs in any order and format (FNV-1a, two 32-bit halves). */
export function cnpjListKey(cnpjs: readonly string[]): string {
  const text = [...new Set(cnpjs.map(normalizeDocument))].sort().join(',');
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

function storedOrigins(storage: KeyValueStorage): [string, Origin][] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(SIMILAR_ORIGIN_PREFIX)) keys.push(key);
  }
  const origins: [string, Origin][] = [];
  for (const key of keys) {
    const origin = parseOrigin(storage.getItem(key));
    if (origin) origins.push([key, origin]);
    else storage.removeItem(key);
  }
  return origins;
}

function parseOrigin(json: string | null): Origin | null {
  try {
    const value: unknown = json === null ? null : JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const { label, at } = value as Record<string, unknown>;
    return typeof label === 'string' && label !== '' && typeof at === 'number' ? { label, at } : null;
  } catch {
    return null;
  }
}

/** Remembers that these CNPJs are the companies most similar to `label`. */
export function rememberSimilarOrigin(
  storage: KeyValueStorage,
  cnpjs: readonly string[],
  label: string,
  now = Date.now(),
): void {
  storage.setItem(`${SIMILAR_ORIGIN_PREFIX}${cnpjListKey(cnpjs)}`, JSON.stringify({ label, at: now }));
  const origins = storedOrigins(storage).sort(([, x], [, y]) => y.at - x.at);
  for (const [key] of origins.slice(SIMILAR_ORIGINS_KEPT)) storage.removeItem(key);
}

/** What these CNPJs are similar to, when the search was opened from "Parecidas" in this tab. */
export function similarOrigin(storage: KeyValueStorage, cnpjs: readonly string[]): string | null {
  if (cnpjs.length === 0) return null;
  return parseOrigin(storage.getItem(`${SIMILAR_ORIGIN_PREFIX}${cnpjListKey(cnpjs)}`))?.label ?? null;
}
