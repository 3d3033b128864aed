import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { callQuery } from '../../../lib/call-query';
import type { LookupSearch } from '../utils/lookup-search';
import { territoryKeys } from './query-keys';

/**
 * GET lutpackageregion/{parentCompany}/{zip}/{quoteType}/{productType}: the packages around a zip
 * and the chosen package's counties, nearest first, with estimates.
 */
export function usePackageRegions(search: LookupSearch | null, packageId: string | null) {
  return useQuery({
    ...callQuery(
      territoryKeys.packageRegions(search, packageId),
      territoryOperations.getPackageRegions,
      {
        params: {
          parentCompany: search?.parentCompany ?? '',
          zip: search?.zip ?? '',
          quoteType: search?.quoteType ?? '',
          productType: search?.productTypeId ?? 1,
        },
        query: {
          ...(packageId ? { packageId } : {}),
          overStateLines: search?.overStateLines ?? false,
        },
      },
    ),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
