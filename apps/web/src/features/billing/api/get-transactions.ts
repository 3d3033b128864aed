import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingOperations, type TransactionsFilter } from '@client-admin/contracts/billing';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** One page of a client's transaction lines; the previous page stays while the next loads. */
export const getTransactionsQueryOptions = (clientId: number, query: TransactionsFilter) =>
  queryOptions({
    ...callQuery(billingKeys.transactions(clientId, query), billingOperations.getTransactions, {
      params: { clientId },
      query,
    }),
    placeholderData: keepPreviousData,
  });

export function useTransactions(clientId: number, query: TransactionsFilter) {
  return useQuery(getTransactionsQueryOptions(clientId, query));
}
