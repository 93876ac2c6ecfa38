// CEP → location for radius searches, from the registry's own CEP→municipality pairs
// (cep_locations) and the municipality centroids. The answer says how the CEP was resolved.
import { normalizeCep } from '@prospecta/contracts/search-values';
import type { ConnectionPool } from './connection-pool.ts';
import type { GeoPoint } from './geo.ts';
import { num, str, ufSigla } from './result-rows.ts';

export interface CepLocation extends GeoPoint {
  cep: string;
  cd_municipio: number;
  municipio: string | null;
  uf: string;
  /**
   * 'cep': the exact CEP appears in the registry; 'prefixo5' / 'prefixo3': the municipality most
   * common among CEPs sharing the first 5 / 3 digits. The point is always the municipality centroid.
   */
  precision: 'cep' | 'prefixo5' | 'prefixo3';
}

const LOOKUPS = [
  { precision: 'cep', where: 'cep = ?', params: (cep: string) => [cep] },
  {
    precision: 'prefixo5',
    where: 'cep >= ? AND cep < ?',
    params: (cep: string) => [cep.slice(0, 5), `${cep.slice(0, 5)}~`],
  },
  {
    precision: 'prefixo3',
    where: 'cep >= ? AND cep < ?',
    params: (cep: string) => [cep.slice(0, 3), `${cep.slice(0, 3)}~`],
  },
] as const;

export async function findCepLocation(pool: ConnectionPool, value: string): Promise<CepLocation | null> {
  const cep = normalizeCep(value);
  if (!cep) return null;
  for (const lookup of LOOKUPS) {
    const rows = await pool.rows(
      `WITH hits AS (
         SELECT cd_municipio, any_value(uf) AS uf, any_value(latitude) AS latitude,
                any_value(longitude) AS longitude, sum(establishments) AS n
           FROM cep_locations WHERE ${lookup.where} GROUP BY cd_municipio ORDER BY n DESC, cd_municipio LIMIT 1)
       SELECT h.*, (SELECT any_value(nome) FROM municipios m WHERE m.cd_municipio = h.cd_municipio) AS nome
         FROM hits h`,
      lookup.params(cep),
    );
    const row = rows[0];
    if (!row) continue;
    return {
      cep,
      latitude: num(row.latitude) ?? 0,
      longitude: num(row.longitude) ?? 0,
      cd_municipio: num(row.cd_municipio) ?? 0,
      municipio: str(row.nome),
      uf: ufSigla(num(row.uf)),
      precision: lookup.precision,
    };
  }
  return null;
}
