import { useMutation } from '@tanstack/react-query';
import { billingCardOperations, type CsAlertRequest } from '@client-admin/contracts/billing-cards';
import { callApi } from '../../../lib/call-api';

/** Alerts customer service that a client user reached the card limit (never sent by staff). */
export const csAlert = (body: CsAlertRequest) => callApi(billingCardOperations.csAlert, { body });

export function useCsAlert() {
  return useMutation({ mutationFn: csAlert });
}
