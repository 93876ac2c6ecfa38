// A panel whose filters live in the address shows the address they read as: a value it ignores (a bad
// `?status=`, typed or from an old link) is dropped from it, so what the address says is what the panel shows.
import { useEffect, useRef } from 'react';
import { canonicalParams } from '@/lib/url-params';
import { useSearchParams } from '@/lib/use-search-params';

export function useCanonicalParams<T>(
  read: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, value: T) => URLSearchParams,
): void {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  // One replacement per address: a writer that did not read back as written could not loop.
  const replaced = useRef<string | null>(null);
  useEffect(() => {
    if (replaced.current === raw) return;
    const canonical = canonicalParams(new URLSearchParams(raw), read, write);
    if (!canonical) return;
    replaced.current = raw;
    setParams(canonical, { replace: true });
  }, [raw, read, write, setParams]);
}
