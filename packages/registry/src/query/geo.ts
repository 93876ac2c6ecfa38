// Distance from a CEP: a bounding box on latitude/longitude first (cheap, prunes most rows), then
// the haversine distance in km. The same formula is used by tests to check the SQL.
import type { SqlParams } from './sql-builder.ts';
import { SearchQueryError } from './sql-builder.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Degrees of latitude and longitude that cover `km` around `point` (a box around the circle). */
export function boundingBox(point: GeoPoint, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const cos = Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01);
  const dLon = km / (KM_PER_DEGREE * cos);
  return {
    minLat: point.latitude - dLat,
    maxLat: point.latitude + dLat,
    minLon: point.longitude - dLon,
    maxLon: point.longitude + dLon,
  };
}

export function cepDistanceCondition(
  value: { cep: string; distance: number },
  p: SqlParams,
  ctx: { cepPoints?: ReadonlyMap<string, GeoPoint> },
): string {
  const point = ctx.cepPoints?.get(value.cep);
  if (!point) throw new SearchQueryError(`CEP não encontrado: ${value.cep}`);
  const box = boundingBox(point, value.distance);
  // Placeholders are numbered in the order they are added: build the SQL left to right.
  const inBox = `latitude BETWEEN ${p.add(box.minLat)} AND ${p.add(box.maxLat)} AND longitude BETWEEN ${p.add(box.minLon)} AND ${p.add(box.maxLon)}`;
  const dLat = `radians(latitude - ${p.add(point.latitude)})`;
  const cosPoint = `cos(radians(${p.add(point.latitude)}))`;
  const dLon = `radians(longitude - ${p.add(point.longitude)})`;
  const h = `pow(sin(${dLat} / 2), 2) + ${cosPoint} * cos(radians(latitude)) * pow(sin(${dLon} / 2), 2)`;
  return `${inBox} AND 2 * ${EARTH_RADIUS_KM} * asin(sqrt(${h})) <= ${p.add(value.distance)}`;
}
