import { distanceMiles, type LatLng } from './great-circle';

/**
 * Estimated residents of each zip, for the lead estimate's prior (lead-estimate.ts), where no
 * census population ships with the geography (decision 0025). Zips are drawn to hold mail
 * routes of similar size, so where zips crowd together people do too: a zip's residents are the
 * national mean per zip scaled by how many zips lie within NEIGHBOURHOOD_MILES of it, against the
 * median zip, clamped so one odd centroid cannot dominate.
 */

/** About 331 million residents over about 41,000 zips (ours, rounded). */
export const MEAN_RESIDENTS_PER_ZIP = 8000;
export const NEIGHBOURHOOD_MILES = 10;
export const DENSITY_FACTOR_MIN = 0.25;
export const DENSITY_FACTOR_MAX = 4;

export interface ZipPoint extends LatLng {
  zipCode: string;
}

const CELL_DEGREES = 0.25;
const MILES_PER_DEGREE_LAT = 69.05;

/** How many zips (itself included) lie within NEIGHBOURHOOD_MILES of each zip. */
export function neighbourCounts(zips: readonly ZipPoint[]): Map<string, number> {
  const cellOf = (lat: number, lng: number) =>
    `${Math.floor(lat / CELL_DEGREES)}|${Math.floor(lng / CELL_DEGREES)}`;
  const cells = new Map<string, ZipPoint[]>();
  for (const zip of zips) {
    const key = cellOf(zip.lat, zip.lng);
    const cell = cells.get(key);
    if (cell) cell.push(zip);
    else cells.set(key, [zip]);
  }
  const latSpan = NEIGHBOURHOOD_MILES / MILES_PER_DEGREE_LAT;
  const counts = new Map<string, number>();
  for (const zip of zips) {
    const lngSpan = latSpan / Math.max(0.01, Math.cos((zip.lat * Math.PI) / 180));
    let count = 0;
    const [latFrom, latTo] = [zip.lat - latSpan, zip.lat + latSpan].map((v) =>
      Math.floor(v / CELL_DEGREES),
    ) as [number, number];
    const [lngFrom, lngTo] = [zip.lng - lngSpan, zip.lng + lngSpan].map((v) =>
      Math.floor(v / CELL_DEGREES),
    ) as [number, number];
    for (let i = latFrom; i <= latTo; i++) {
      for (let j = lngFrom; j <= lngTo; j++) {
        for (const other of cells.get(`${i}|${j}`) ?? []) {
          if (distanceMiles(zip, other) <= NEIGHBOURHOOD_MILES) count++;
        }
      }
    }
    counts.set(zip.zipCode, count);
  }
  return counts;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 1 : sorted[Math.floor(sorted.length / 2)]!;
};

/** Whole residents per zip: the same zips always give the same numbers. */
export function estimateResidents(zips: readonly ZipPoint[]): Map<string, number> {
  const counts = neighbourCounts(zips);
  const typical = median([...counts.values()]);
  const residents = new Map<string, number>();
  for (const [zipCode, count] of counts) {
    const factor = Math.min(DENSITY_FACTOR_MAX, Math.max(DENSITY_FACTOR_MIN, count / typical));
    residents.set(zipCode, Math.round(MEAN_RESIDENTS_PER_ZIP * factor));
  }
  return residents;
}
