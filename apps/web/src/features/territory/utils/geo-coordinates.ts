import type { TerritoryGeoItem } from '@client-admin/contracts/territory';
import type { LatLng } from '@client-admin/domain/territory/great-circle';

type Located = Pick<TerritoryGeoItem, 'latitude' | 'longitude'>;

/** A geo's position (a zip's centroid); null when geography has none. */
export function coordinatesOf(geo: Located): LatLng | null {
  return geo.latitude !== null && geo.longitude !== null
    ? { lat: geo.latitude, lng: geo.longitude }
    : null;
}

/** The zips of answered geos that came with a position, for the map's points. */
export function zipCoordinates(
  geos: readonly (Located & { zipCode: string | null })[],
): [string, LatLng][] {
  return geos.flatMap((geo) => {
    const point = coordinatesOf(geo);
    return geo.zipCode && point ? [[geo.zipCode, point] as [string, LatLng]] : [];
  });
}
