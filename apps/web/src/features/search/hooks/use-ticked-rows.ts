import { useCallback, useMemo, useState } from 'react';
import { readTabJson, writeTabJson } from '@/lib/tab-storage';

const NONE: ReadonlySet<string> = new Set();
const KEY = 'search-ticks';

type Stored = { url: string; cnpjs: string[] };
const isStored = (v: unknown): v is Stored =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Stored).url === 'string' &&
  Array.isArray((v as Stored).cnpjs) &&
  (v as Stored).cnpjs.every((x) => typeof x === 'string');

/** The ticks kept in the tab for `url` (a reload, a look at a company and Back find them). */
function storedTicks(url: string): ReadonlySet<string> {
  const stored = readTabJson(KEY, isStored);
  return stored?.url === url ? new Set(stored.cnpjs) : NONE;
}

/**
 * The rows ticked for "Adicionar à lista", kept across pages and in the tab's storage. They belong to the
 * filters they were ticked under (`url`, the address of the filters as run, the order included): changing a filter or the
 * order starts over.
 */
export function useTickedRows(url: string) {
  const [ticked, setTicked] = useState<{ url: string; cnpjs: ReadonlySet<string> }>(() => ({
    url,
    cnpjs: storedTicks(url),
  }));
  // Filters given back (Back, a link) find the ticks the tab kept for them.
  const kept = useMemo(() => storedTicks(url), [url]);
  const checked = ticked.url === url ? ticked.cnpjs : kept;
  const keep = useCallback(
    (cnpjs: ReadonlySet<string>) => {
      writeTabJson(KEY, cnpjs.size > 0 ? { url, cnpjs: [...cnpjs] } : null);
      return { url, cnpjs };
    },
    [url],
  );
  const onCheck = useCallback(
    (cnpjs: string[], on: boolean) =>
      setTicked((t) => {
        const next = new Set(t.url === url ? t.cnpjs : storedTicks(url));
        for (const cnpj of cnpjs) {
          if (on) next.add(cnpj);
          else next.delete(cnpj);
        }
        return keep(next);
      }),
    [url, keep],
  );
  const clearChecked = useCallback(() => setTicked(keep(NONE)), [keep]);
  return { checked, onCheck, clearChecked };
}
