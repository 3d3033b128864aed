import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionOperations } from '@client-admin/contracts/options';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from '../../../lib/client/client-keys';

export function getClientConsentCompany(clientId: number, signal?: AbortSignal) {
  return callApi(optionOperations.getClientConsentCompany, { params: { clientId }, signal });
}

export const getClientConsentCompanyQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientKeys.consentCompany(clientId),
    queryFn: ({ signal }) => getClientConsentCompany(clientId, signal),
  });

export function useClientConsentCompany(clientId: number, enabled = true) {
  return useQuery({ ...getClientConsentCompanyQueryOptions(clientId), enabled });
}
