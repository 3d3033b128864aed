import { queryOptions } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import { geographyKeys } from './query-keys';

/** GET getzipsinradius/{zip}/{radius}: the zips of a radius and, up to 10 miles, its county regions. */
export const zipsInRadiusQuery = (zip: string, radius: number) =>
  queryOptions({
    ...callQuery(geographyKeys.radius(zip, radius), territoryOperations.getZipsInRadius, {
      params: { zip, radius },
    }),
    staleTime: 60 * 60_000,
  });
