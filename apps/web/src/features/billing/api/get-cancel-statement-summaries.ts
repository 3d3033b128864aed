import { useQuery } from '@tanstack/react-query';
import { billingStatementOperations } from '@client-admin/contracts/billing-statements';
import { callQuery } from '../../../lib/call-query';
import { billingKeys } from './query-keys';

/** The client's cancellation statements, each with its final balance per product. */
export const getCancelStatementSummariesQueryOptions = (clientId: number) =>
  callQuery(
    billingKeys.cancelStatementSummaries(clientId),
    billingStatementOperations.getCancelStatementSummaries,
    { params: { id: clientId } },
  );

export function useCancelStatementSummaries(clientId: number) {
  return useQuery(getCancelStatementSummariesQueryOptions(clientId));
}
