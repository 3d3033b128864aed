import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations, type WebTrackingFilter } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { leadsKeys } from './query-keys';

/** One page of the client's web leads (lead tracking), latest delivery first by default. */
export const webTrackingQueryOptions = (clientId: number, query: WebTrackingFilter) =>
  queryOptions({
    ...callQuery(leadsKeys.webLeads(clientId, query), leadsOperations.getWebTracking, {
      params: { clientId },
      query,
    }),
    placeholderData: keepPreviousData,
  });

export function useWebLeads(clientId: number, query: WebTrackingFilter) {
  return useQuery(webTrackingQueryOptions(clientId, query));
}
