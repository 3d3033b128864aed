import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callQuery } from '../../../lib/call-query';
import { lookupValueKeys } from './query-keys';

/** The subscription filter types whose answers are lookup values. */
export const getLookupFilterTypesQueryOptions = () =>
  queryOptions({
    ...callQuery(lookupValueKeys.filterTypes(), packageOperations.listFilterTypes, {}),
    select: (types) => types.filter((t) => t.inputKind === 'lookup'),
  });

export function useLookupFilterTypes() {
  return useQuery(getLookupFilterTypesQueryOptions());
}
