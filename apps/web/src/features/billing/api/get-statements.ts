import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  billingStatementOperations,
  type StatementsFilter,
} from '@client-admin/contracts/billing-statements';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** One page of a client's statements; the previous page stays while the next loads. */
export const getStatementsQueryOptions = (clientId: number, query: StatementsFilter) =>
  queryOptions({
    ...callQuery(
      billingKeys.statements(clientId, query),
      billingStatementOperations.getStatements,
      {
        params: { id: clientId },
        query,
      },
    ),
    placeholderData: keepPreviousData,
  });

export function useStatements(clientId: number, query: StatementsFilter) {
  return useQuery(getStatementsQueryOptions(clientId, query));
}
