import type { LatLng } from './great-circle';

/**
 * The territory geo's `direction` (seed 001 §3): where a geo lies seen from the centre zip, as
 * one of the 8 compass points. The seed names the field, not its form: 8 points are ours, as
 * finer points say nothing at a county's scale.
 */
export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The point 180° away. */
export function oppositeDirection(point: CompassPoint): CompassPoint {
  return COMPASS_POINTS[(COMPASS_POINTS.indexOf(point) + 4) % 8]!;
}

/** Longitude difference b - a folded into -180..180 (the short way round). */
function longitudeDelta(a: number, b: number): number {
  const d = ((((b - a) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}

/** The compass sector of the local east/north offset from a to b (equirectangular). */
function sector(from: LatLng, to: LatLng): number {
  const meanLat = ((from.lat + to.lat) / 2) * (Math.PI / 180);
  const east = longitudeDelta(from.lng, to.lng) * Math.cos(meanLat);
  const north = to.lat - from.lat;
  const degrees = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
  return Math.floor((degrees + 22.5) / 45) % 8;
}

const before = (a: LatLng, b: LatLng) => a.lat < b.lat || (a.lat === b.lat && a.lng < b.lng);

/**
 * Where `to` lies seen from `from`; null for the same point. Computed once for the pair, in a
 * fixed order, so that the way back is always the opposite point, even on a sector boundary.
 */
export function compassDirection(from: LatLng, to: LatLng): CompassPoint | null {
  if (from.lat === to.lat && longitudeDelta(from.lng, to.lng) === 0) return null;
  if (before(from, to)) return COMPASS_POINTS[sector(from, to)]!;
  return COMPASS_POINTS[(sector(to, from) + 4) % 8]!;
}
