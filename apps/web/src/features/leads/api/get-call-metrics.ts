import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations, type MetricsQuery } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { leadsKeys } from './query-keys';

export const callMetricsQueryOptions = (clientId: number, query: MetricsQuery) =>
  queryOptions(
    callQuery(leadsKeys.metrics(clientId, 'call', query), leadsOperations.getCallMetrics, {
      params: { clientId },
      query,
    }),
  );

/** Calls per day and channel: calls, answered, answer rate, spend, average price. */
export function useCallMetrics(clientId: number, query: MetricsQuery) {
  return useQuery(callMetricsQueryOptions(clientId, query));
}
