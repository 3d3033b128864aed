import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  clientConsentCompanyResponse,
  type ClientConsentCompanyResponse,
} from '@client-admin/contracts/options';
import { api } from '../../../lib/http';

export function getClientConsentCompany(clientId: number, signal?: AbortSignal) {
  return api<ClientConsentCompanyResponse>(`/api/consentcompany/client/${clientId}`, {
    schema: clientConsentCompanyResponse,
    signal,
  });
}

export const getClientConsentCompanyQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['clients', clientId, 'consent-company'],
    queryFn: ({ signal }) => getClientConsentCompany(clientId, signal),
  });

export function useClientConsentCompany(clientId: number, enabled = true) {
  return useQuery({ ...getClientConsentCompanyQueryOptions(clientId), enabled });
}
