import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsOperations, type MetricsQuery } from '@client-admin/contracts/leads';
import { callQuery } from '../../../lib/call-query';
import { leadsKeys } from './query-keys';

export const webMetricsQueryOptions = (clientId: number, query: MetricsQuery) =>
  queryOptions(
    callQuery(leadsKeys.metrics(clientId, 'web', query), leadsOperations.getWebMetrics, {
      params: { clientId },
      query,
    }),
  );

/** Web leads per day and channel: leads, spend, average price. */
export function useWebMetrics(clientId: number, query: MetricsQuery) {
  return useQuery(webMetricsQueryOptions(clientId, query));
}
