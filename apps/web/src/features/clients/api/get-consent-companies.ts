import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionOperations } from '@client-admin/contracts/options';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from '../../../lib/client/client-keys';

export function getConsentCompanies(signal?: AbortSignal) {
  return callApi(optionOperations.getConsentCompanies, { signal });
}

export const getConsentCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.consentCompanies,
    queryFn: ({ signal }) => getConsentCompanies(signal),
    staleTime: 10 * 60_000,
  });

export function useConsentCompanies(enabled = true) {
  return useQuery({ ...getConsentCompaniesQueryOptions(), enabled });
}
