import { fromUrlParams } from '@prospecta/contracts/filter-state-url';
import { useMemo } from 'react';
import { type CodeNames, codesWithoutNames } from '@/features/history/lib/filters-summary';
import { useCnaes, useMunicipalities } from '@/features/search/lib/lookup-data';
import { municipalityLabel } from '@/features/search/lib/lookups';

/**
 * The CNAE and municipality names of the lookup tables for saved addresses' codes. A table already loaded (the
 * search screen's panel asked for it) is used as it is; one not loaded is asked for only when an address names
 * a code by the code alone (a search read back from its query): otherwise the labels kept with the codes serve.
 */
export function useCodeNames(urls: readonly string[]): CodeNames {
  const key = urls.join('\n');
  const needs = useMemo(() => {
    const states = key.split('\n').map((url) => codesWithoutNames(fromUrlParams(new URLSearchParams(url))));
    return { cnaes: states.some((s) => s.cnaes), municipalities: states.some((s) => s.municipalities) };
  }, [key]);
  const cnaes = useCnaes(needs.cnaes);
  const municipalities = useMunicipalities(needs.municipalities);
  return useMemo(() => {
    const cnaeNames = new Map(cnaes.data?.map((c) => [c.code, c.label]));
    const municipalityNames = new Map(municipalities.data?.map((m) => [m.code, municipalityLabel(m)]));
    return {
      cnae: cnaes.data ? (code: number) => cnaeNames.get(code) : undefined,
      municipality: municipalities.data ? (code: number) => municipalityNames.get(code) : undefined,
    };
  }, [cnaes.data, municipalities.data]);
}
