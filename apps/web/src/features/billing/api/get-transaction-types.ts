import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingOperations } from '@client-admin/contracts/billing';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The transaction types; they do not change while the app runs. */
export const getTransactionTypesQueryOptions = () =>
  queryOptions({
    ...callQuery(billingKeys.transactionTypes(), billingOperations.getTransactionTypes, {}),
    staleTime: Infinity,
  });

export function useTransactionTypes() {
  return useQuery(getTransactionTypesQueryOptions());
}
