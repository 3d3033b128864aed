import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionOperations } from '@client-admin/contracts/options';
import { callQuery } from '../../../lib/call-query';
import { clientKeys } from './query-keys';

export const getConsentCompaniesQueryOptions = () =>
  queryOptions({
    ...callQuery(clientKeys.consentCompanies, optionOperations.getConsentCompanies, {}),
    staleTime: 10 * 60_000,
  });

export function useConsentCompanies(enabled = true) {
  return useQuery({ ...getConsentCompaniesQueryOptions(), enabled });
}
