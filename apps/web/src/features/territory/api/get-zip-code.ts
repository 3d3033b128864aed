import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { territoryOperations, type TerritoryGeoItem } from '@client-admin/contracts/territory';
import type { LatLng } from '@client-admin/domain/territory/great-circle';
import { callQuery } from '../../../lib/call-query';
import { zipCoordinates } from '../utils/geo-coordinates';
import { geographyKeys } from './query-keys';

const GEOGRAPHY_STALE_MS = 60 * 60_000;

/** GET /api/territory/zipcode/{zip}: the zip with its county and state (404 when unknown). */
export const zipCodeQuery = (zip: string) =>
  queryOptions({
    ...callQuery(geographyKeys.zip(zip), territoryOperations.getZipCode, { params: { zip } }),
    staleTime: GEOGRAPHY_STALE_MS,
  });

const coordinatesOfAnswers = (answers: UseQueryResult<TerritoryGeoItem>[]) =>
  zipCoordinates(answers.flatMap((answer) => (answer.data ? [answer.data] : [])));

/** The coordinates of zips that geography knows them for (points and radius centres). */
export function useZipCoordinates(zips: readonly string[]): [string, LatLng][] {
  return useQueries({
    queries: zips.map((zip) => zipCodeQuery(zip)),
    combine: coordinatesOfAnswers,
  });
}
