import { queryOptions, useQuery } from '@tanstack/react-query';
import { consentCompaniesResponse, type ConsentCompany } from '@client-admin/contracts/options';
import { api } from '../../../lib/http';

export function getConsentCompanies(signal?: AbortSignal) {
  return api<ConsentCompany[]>('/api/consentcompany', {
    schema: consentCompaniesResponse,
    signal,
  });
}

export const getConsentCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['consent-companies'],
    queryFn: ({ signal }) => getConsentCompanies(signal),
    staleTime: 10 * 60_000,
  });

export function useConsentCompanies(enabled = true) {
  return useQuery({ ...getConsentCompaniesQueryOptions(), enabled });
}
