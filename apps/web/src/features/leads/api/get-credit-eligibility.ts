import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditsOperations } from '@client-admin/contracts/credits';
import type { LeadType } from '@client-admin/domain/leads/leads-constants';
import { callQuery } from '../../../lib/call-query';
import { creditProductOf } from '../../../lib/credit-product';
import { leadsKeys } from './query-keys';

export const creditEligibilityQueryOptions = (clientId: number, leadType: LeadType) =>
  queryOptions(
    callQuery(
      leadsKeys.creditEligibility(clientId, leadType),
      creditsOperations.getCreditEligibility,
      { params: { id: clientId }, query: { product: creditProductOf(leadType) } },
    ),
  );

/** Whether the client may ask for credits on leads of this type, and why not. */
export function useCreditEligibility(clientId: number, leadType: LeadType, enabled: boolean) {
  return useQuery({ ...creditEligibilityQueryOptions(clientId, leadType), enabled });
}
