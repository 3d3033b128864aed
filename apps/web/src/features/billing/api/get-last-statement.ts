import { useQuery } from '@tanstack/react-query';
import { billingStatementOperations } from '@client-admin/contracts/billing-statements';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The client's newest statement, or none. */
export const getLastStatementQueryOptions = (clientId: number) =>
  callQuery(billingKeys.lastStatement(clientId), billingStatementOperations.getLastStatement, {
    params: { id: clientId },
  });

export function useLastStatement(clientId: number) {
  return useQuery(getLastStatementQueryOptions(clientId));
}
