import { useMutation } from '@tanstack/react-query';
import { creditsOperations, type CreditRequestBody } from '@client-admin/contracts/credits';
import { callApi } from '../../../lib/call-api';

/** Asks for a credit on a lead (the lead detail's id) with a reason and a description. */
export const requestCredit = (leadId: number, body: CreditRequestBody) =>
  callApi(creditsOperations.requestCredit, { params: { id: leadId }, body });

export function useRequestCredit(leadId: number) {
  return useMutation({ mutationFn: (body: CreditRequestBody) => requestCredit(leadId, body) });
}
