import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optionOperations } from '@client-admin/contracts/options';
import { callApi } from '../../../lib/call-api';
import { getClientConsentCompanyQueryOptions } from './get-client-consent-company';

export function setClientConsentCompany(clientId: number, consentCompanyId: number) {
  return callApi(optionOperations.setClientConsentCompany, {
    params: { id: consentCompanyId, clientId },
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
