import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  subscriptionFilterType,
  type SubscriptionFilterType,
} from '@client-admin/contracts/channels';
import { api } from '../../../lib/http';
import { packageKeys } from './query-keys';

const filterTypes = z.array(subscriptionFilterType);

/** GET /api/packages/filters: the subscription filter types a package can carry. */
export function getFilterTypes(signal?: AbortSignal) {
  return api<SubscriptionFilterType[]>('/api/packages/filters', { schema: filterTypes, signal });
}

export const getFilterTypesQueryOptions = () =>
  queryOptions({
    queryKey: packageKeys.filterTypes,
    queryFn: ({ signal }) => getFilterTypes(signal),
    staleTime: 10 * 60_000,
  });

export function useFilterTypes() {
  return useQuery(getFilterTypesQueryOptions());
}
