import type { TerritoryGeoItem } from '@client-admin/contracts/territory';
import { compassDirection } from '@client-admin/domain/territory/compass-direction';
import {
  distanceMiles,
  roundMiles,
  type LatLng,
} from '@client-admin/domain/territory/great-circle';
import type { CountyPlace, ZipPlace } from './geography.repository';

/** Distance and direction of a place from a centre; both null when there is no centre. */
export function seenFrom(center: LatLng | null, place: LatLng) {
  if (!center) return { milesAway: null, direction: null };
  return {
    milesAway: roundMiles(distanceMiles(center, place)),
    direction: compassDirection(center, place),
  };
}

const point = (p: { latitude: number; longitude: number }): LatLng => ({
  lat: p.latitude,
  lng: p.longitude,
});

const none = {
  radiusBoundary: null,
  estimate: null,
  isCustomZip: false,
  milesAway: null,
  direction: null,
} as const;

/** A zip as a territory geo; built field by field, as a radius answers a thousand of them. */
export function zipGeo(
  zip: ZipPlace,
  extra: Partial<Pick<TerritoryGeoItem, 'radiusBoundary' | 'estimate' | 'isCustomZip'>> & {
    center?: LatLng | null;
  } = {},
): TerritoryGeoItem {
  const seen = seenFrom(extra.center ?? null, point(zip));
  return {
    type: 'ZipCode',
    stateAbbreviation: zip.stateAbbreviation,
    county: zip.countyName.toUpperCase(),
    zipCode: zip.zipCode,
    countyFipsCode: zip.countyFips,
    countyName: zip.countyName,
    stateCode: zip.stateFips,
    stateName: zip.stateName,
    radiusBoundary: extra.radiusBoundary ?? null,
    estimate: extra.estimate ?? null,
    isCustomZip: extra.isCustomZip ?? false,
    milesAway: seen.milesAway,
    direction: seen.direction,
    latitude: zip.latitude,
    longitude: zip.longitude,
  };
}

export function countyGeo(county: CountyPlace, center: LatLng | null = null): TerritoryGeoItem {
  return {
    ...none,
    type: 'County',
    stateAbbreviation: county.stateAbbreviation,
    county: county.countyName.toUpperCase(),
    zipCode: null,
    countyFipsCode: county.countyFips,
    countyName: county.countyName,
    stateCode: county.stateFips,
    stateName: county.stateName,
    latitude: county.latitude,
    longitude: county.longitude,
    ...seenFrom(center, point(county)),
  };
}

export function stateGeo(state: { abbreviation: string; fips: string; name: string }) {
  return {
    ...none,
    type: 'State',
    stateAbbreviation: state.abbreviation,
    county: null,
    zipCode: null,
    countyFipsCode: null,
    countyName: null,
    stateCode: state.fips,
    stateName: state.name,
    latitude: null,
    longitude: null,
  } satisfies TerritoryGeoItem;
}

export const placePoint = point;

/** Nearest first, then by name or zip, so that ties never depend on the database's order. */
export function nearestFirst(a: TerritoryGeoItem, b: TerritoryGeoItem): number {
  return (
    (a.milesAway ?? 0) - (b.milesAway ?? 0) ||
    (a.zipCode ?? a.county ?? '').localeCompare(b.zipCode ?? b.county ?? '') ||
    a.stateAbbreviation.localeCompare(b.stateAbbreviation)
  );
}
