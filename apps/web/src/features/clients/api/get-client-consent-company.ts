import { useQuery } from '@tanstack/react-query';
import { optionOperations } from '@client-admin/contracts/options';
import { callQuery } from '../../../lib/call-query';
import { clientKeys } from './query-keys';

export const getClientConsentCompanyQueryOptions = (clientId: number) =>
  callQuery(clientKeys.consentCompany(clientId), optionOperations.getClientConsentCompany, {
    params: { clientId },
  });

export function useClientConsentCompany(clientId: number, enabled = true) {
  return useQuery({ ...getClientConsentCompanyQueryOptions(clientId), enabled });
}
