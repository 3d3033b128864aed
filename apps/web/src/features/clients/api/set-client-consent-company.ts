import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clientConsentCompanyResponse,
  type ClientConsentCompanyResponse,
} from '@client-admin/contracts/options';
import { api } from '../../../lib/http';
import { getClientConsentCompanyQueryOptions } from './get-client-consent-company';

export function setClientConsentCompany(clientId: number, consentCompanyId: number) {
  return api<ClientConsentCompanyResponse>(`/api/consentcompany/${consentCompanyId}/${clientId}`, {
    method: 'PUT',
    schema: clientConsentCompanyResponse,
  });
}

export function useSetClientConsentCompany(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consentCompanyId: number) => setClientConsentCompany(clientId, consentCompanyId),
    onSuccess: (reply) => {
      queryClient.setQueryData(getClientConsentCompanyQueryOptions(clientId).queryKey, reply);
    },
  });
}
