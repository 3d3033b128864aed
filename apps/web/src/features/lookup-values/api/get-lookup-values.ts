import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  lookupValueOperations,
  type LookupValuesFilter,
} from '@client-admin/contracts/lookup-values';
import { callQuery } from '../../../lib/call-query';
import { lookupValueKeys } from './query-keys';

/** One page of lookup values; the previous page stays while the next loads. */
export const getLookupValuesQueryOptions = (filter: LookupValuesFilter) =>
  queryOptions({
    ...callQuery(lookupValueKeys.page(filter), lookupValueOperations.getLookupValues, {
      query: filter,
    }),
    placeholderData: keepPreviousData,
  });

export function useLookupValues(filter: LookupValuesFilter) {
  return useQuery(getLookupValuesQueryOptions(filter));
}
