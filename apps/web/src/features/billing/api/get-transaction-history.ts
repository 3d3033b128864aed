import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingOperations, type Transaction } from '@client-admin/contracts/billing';
import { callApi } from '../../../lib/call-api';
import { billingKeys } from './query-keys';

const PAGE_SIZE = 100;
/** Enough for any client's month or quarter; beyond it the history starts later (`complete`). */
const MAX_PAGES = 10;

export interface TransactionHistory {
  /** Every line from `from` until now, newest first. */
  items: Transaction[];
  /** False when there were more lines than read: the oldest ones are missing. */
  complete: boolean;
  /** When it was read (epoch ms): the charts end there. */
  readAt: number;
}

async function readHistory(
  clientId: number,
  from: string,
  signal: AbortSignal,
): Promise<TransactionHistory> {
  const readAt = Date.now();
  const items: Transaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await callApi(billingOperations.getTransactions, {
      params: { clientId },
      query: { from, page, pageSize: PAGE_SIZE, sortBy: '-createDate' },
      signal,
    });
    items.push(...answer.items);
    if (page >= answer.metaData.totalPages) return { items, complete: true, readAt };
  }
  return { items, complete: false, readAt };
}

/**
 * The lines from `from` until now, without a `to`: the balance charts walk back from today's
 * balance, and a refund's remaining amount counts refunds made after the chosen range.
 */
export const getTransactionHistoryQueryOptions = (clientId: number, from: string) =>
  queryOptions({
    queryKey: billingKeys.history(clientId, from),
    queryFn: ({ signal }) => readHistory(clientId, from, signal),
  });

export function useTransactionHistory(clientId: number, from: string) {
  return useQuery(getTransactionHistoryQueryOptions(clientId, from));
}
