import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TerritoryGeoInput } from '@client-admin/contracts/territory';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { geoKey, toGeoInput, type EditorGeo } from '../utils/territory-geos';
import { geographyKeys } from './query-keys';

/** What a territory is estimated for: a package, else a quote type and product. */
export type EstimateBasis = { packageId: string } | { quoteType: string; productTypeId: number };

interface EstimateRequest {
  basis: EstimateBasis | null;
  geoMaps: TerritoryGeoInput[];
}

const DEBOUNCE_MS = 400;

/**
 * POST /api/territory/lutgeoestimate for the territory, once edits pause: each geo's estimate
 * by its key, and the total (a zip counted once). Idle without a basis or geos.
 */
export function useGeoEstimate(basis: EstimateBasis | null, geos: readonly EditorGeo[]) {
  // Compared as text: callers build the basis afresh on each render.
  const wanted = JSON.stringify({ basis, geoMaps: geos.map(toGeoInput) });
  const debounced = useDebouncedValue(wanted, DEBOUNCE_MS);
  const request = JSON.parse(debounced) as EstimateRequest;
  const enabled = request.basis !== null && request.geoMaps.length > 0;
  const query = useQuery({
    ...callQuery(geographyKeys.estimate(debounced), territoryOperations.getGeoEstimate, {
      body: { ...request.basis, geoMaps: request.geoMaps },
    }),
    enabled,
    placeholderData: keepPreviousData,
    select: (answer) => ({
      byKey: new Map(answer.geoMaps.map((geo) => [geoKey(geo), geo.estimate])),
      total: answer.total,
    }),
  });
  return {
    estimates: enabled ? (query.data ?? null) : null,
    loading: basis !== null && geos.length > 0 && (debounced !== wanted || query.isFetching),
    failed: enabled && query.isError,
  };
}
