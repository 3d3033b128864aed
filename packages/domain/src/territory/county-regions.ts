import { COUNTY_REGION_MAX_MILES } from './constants';

/** Seed 001 §5, §9: a radius over 0 and up to 10 miles yields county regions. */
export function hasCountyRegions(radiusMiles: number): boolean {
  return radiusMiles > 0 && radiusMiles <= COUNTY_REGION_MAX_MILES;
}

/** A zip found within a radius, with its county. */
export interface ZipInRadius {
  zipCode: string;
  stateAbbreviation: string;
  countyFipsCode: string;
  countyName: string;
  milesAway: number;
}

/** The zips of a radius that fall in one county. */
export interface CountyRegion {
  stateAbbreviation: string;
  countyFipsCode: string;
  countyName: string;
  /** The nearest of its zips. */
  milesAway: number;
  /** Nearest first, then by zip. */
  zipCodes: string[];
}

const byDistanceThenZip = (a: ZipInRadius, b: ZipInRadius) =>
  a.milesAway - b.milesAway ||
  a.zipCode.localeCompare(b.zipCode) ||
  a.stateAbbreviation.localeCompare(b.stateAbbreviation);

/**
 * The zips of a radius grouped by county (state and county FIPS), nearest county first; null
 * when the radius yields no county regions. Every zip is in exactly one region; ties are broken
 * by zip then state, so the answer never depends on the input's order.
 */
export function countyRegions(
  radiusMiles: number,
  zips: readonly ZipInRadius[],
): CountyRegion[] | null {
  if (!hasCountyRegions(radiusMiles)) return null;
  const regions = new Map<string, CountyRegion>();
  for (const zip of [...zips].sort(byDistanceThenZip)) {
    const key = `${zip.stateAbbreviation.toUpperCase()}|${zip.countyFipsCode}`;
    const region = regions.get(key);
    if (region) {
      if (!region.zipCodes.includes(zip.zipCode)) region.zipCodes.push(zip.zipCode);
    } else {
      regions.set(key, {
        stateAbbreviation: zip.stateAbbreviation.toUpperCase(),
        countyFipsCode: zip.countyFipsCode,
        countyName: zip.countyName.toUpperCase(),
        milesAway: zip.milesAway,
        zipCodes: [zip.zipCode],
      });
    }
  }
  return [...regions.values()];
}
