import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditsOperations } from '@client-admin/contracts/credits';
import { callQuery } from '../../../lib/call-query';
import { creditsKeys } from './query-keys';

export const leadCreditQueryOptions = (id: number) =>
  queryOptions(
    callQuery(creditsKeys.detail(id), creditsOperations.getLeadCredit, { params: { id } }),
  );

/** One credit request in full: the lead, the consumer, the client's credit rate. */
export function useLeadCredit(id: number | null) {
  return useQuery({ ...leadCreditQueryOptions(id ?? 0), enabled: id !== null });
}
