import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelPackageOperations } from '@client-admin/contracts/channel-packages';
import { callApi } from '../../../lib/call-api';
import { channelKeys } from './query-keys';

/** The source-only packages of a parent company and quote type (staff only). */
export function getSourcePackages(carrier: string, quoteType: string, signal?: AbortSignal) {
  return callApi(channelPackageOperations.listSourceOnlyPackages, {
    params: { carrier, quoteType },
    signal,
  });
}

export function useSourcePackages(
  carrier: string | null,
  quoteType: string | null,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: channelKeys.packages('source-only', carrier ?? '', quoteType ?? ''),
      queryFn: ({ signal }) => getSourcePackages(carrier ?? '', quoteType ?? '', signal),
      enabled: enabled && !!carrier && !!quoteType,
    }),
  );
}
