import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The rows ticked for "Adicionar à lista", kept across pages. They belong to the filters they were ticked
 * under (`url`, the filters' address, the order included): changing a filter or the order starts over.
 */
export function useTickedRows(url: string) {
  const [ticked, setTicked] = useState<{ url: string; cnpjs: ReadonlySet<string> }>({ url, cnpjs: NONE });
  const checked = ticked.url === url ? ticked.cnpjs : NONE;
  const onCheck = useCallback(
    (cnpjs: string[], on: boolean) =>
      setTicked((t) => {
        const next = new Set(t.url === url ? t.cnpjs : NONE);
        for (const cnpj of cnpjs) {
          if (on) next.add(cnpj);
          else next.delete(cnpj);
        }
        return { url, cnpjs: next };
      }),
    [url],
  );
  const clearChecked = useCallback(() => setTicked({ url, cnpjs: NONE }), [url]);
  return { checked, onCheck, clearChecked };
}
