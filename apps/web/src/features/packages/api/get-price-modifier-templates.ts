import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageOperations } from '@client-admin/contracts/packages';
import { callApi } from '../../../lib/call-api';
import { packageKeys } from './query-keys';

/** The modifiers in use, to start a new one from. */
export function getPriceModifierTemplates(signal?: AbortSignal) {
  return callApi(packageOperations.listPriceModifierTemplates, { signal });
}

export const getPriceModifierTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: packageKeys.priceModifierTemplates,
    queryFn: ({ signal }) => getPriceModifierTemplates(signal),
  });

export function usePriceModifierTemplates() {
  return useQuery(getPriceModifierTemplatesQueryOptions());
}
