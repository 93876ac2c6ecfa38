// Loads the lookup tables on demand (separate chunks: the panel opens without them; the municipalities' alone
// are 381 KB, so each filter asks for its table when the pointer or the focus reaches it, or a saved search
// names codes).
import { useQuery } from '@tanstack/react-query';
import { type Cnae, type Municipality, parseCnaes, parseMunicipalities } from '@/features/search/lib/lookups';

async function loadMunicipalities(): Promise<Municipality[]> {
  const [municipios, estados] = await Promise.all([
    import('../../../../../../packages/registry/data/municipios-brasileiros/municipios.csv?raw'),
    import('../../../../../../packages/registry/data/municipios-brasileiros/estados.csv?raw'),
  ]);
  return parseMunicipalities(municipios.default, estados.default);
}

async function loadCnaes(): Promise<Cnae[]> {
  const tsv = await import('../../../../../../packages/registry/data/cnaes.tsv?raw');
  return parseCnaes(tsv.default);
}

/** The MIT licence of the municipality table, shipped with it (packages/registry/data/municipios-brasileiros). */
export async function loadMunicipalitiesLicense(): Promise<string> {
  return (await import('../../../../../../packages/registry/data/municipios-brasileiros/LICENSE?raw'))
    .default;
}

export function useMunicipalities(enabled: boolean) {
  return useQuery({
    queryKey: ['lookup', 'municipios'],
    queryFn: loadMunicipalities,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useCnaes(enabled: boolean) {
  return useQuery({
    queryKey: ['lookup', 'cnaes'],
    queryFn: loadCnaes,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
