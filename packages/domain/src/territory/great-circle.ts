import { EARTH_RADIUS_MILES } from './constants';

/** A point on the Earth in decimal degrees (latitude -90..90, longitude -180..180). */
export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in miles between two points (haversine on a sphere of the Earth's mean
 * radius; within 0.5% of the ellipsoid, which is far finer than a zip's centroid). The
 * territory geo's `milesAway` (seed 001 §3) is this, rounded by `roundMiles`.
 */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles as shown and sent: one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** Whether b lies within radius miles of a (the boundary included). */
export function isWithinRadius(a: LatLng, b: LatLng, radiusMiles: number): boolean {
  return distanceMiles(a, b) <= radiusMiles;
}
