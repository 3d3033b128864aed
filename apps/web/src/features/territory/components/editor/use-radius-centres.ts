import { useMemo } from 'react';
import type { LatLng } from '@client-admin/domain/territory/great-circle';
import { useZipCoordinates } from '../../api/get-zip-code';
import { radiiOf, type EditorGeo } from '../../utils/territory-geos';

/**
 * The coordinates of the territory's radius centres, looked up one zip each (a saved territory
 * keeps no coordinates), so that the map can draw its circles.
 */
export function useRadiusCentres(geos: readonly EditorGeo[]): [string, LatLng][] {
  const zips = useMemo(() => [...new Set(radiiOf(geos).map((r) => r.zipCode))], [geos]);
  return useZipCoordinates(zips);
}
