import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('reactivation');

/**
 * The self-service reactivation calls of seed 000 §7 (Reactivation, ReactivationLogs), decision
 * 0036. `POST api/reactivation/cs-alert` is a card call (billing.calls.ts, decision 0031).
 * The seed shows no path for the logs: `/api/ReactivationLogs/{clientId}` and
 * `/api/ReactivationLogs` are ours.
 */
export const reactivationCalls = {
  getPaymentInfo: call(
    'GET',
    '/api/reactivation/{clientId}/reactivation-payment-info',
    'The billing info the reactivation dialog needs: billing type, cards, address, products',
  ),
  begin: call(
    'POST',
    '/api/reactivation/begin',
    'Charge the deposits, reactivate the chosen channels and the client (Idempotency-Key accepted)',
  ),
  getLogs: call(
    'GET',
    '/api/ReactivationLogs/{clientId}',
    "A client's reactivation log, newest first",
  ),
  addLog: call('POST', '/api/ReactivationLogs', 'Record a step of the reactivation dialog'),
  getAttribute: call(
    'GET',
    '/api/reactivation/{clientId}/attribute',
    "The client's reactivation attribute: whether self-service reactivation is offered (decision 0083)",
  ),
  updateAttribute: call(
    'PUT',
    '/api/reactivation/{clientId}/attribute',
    'Offer self-service reactivation to the client, or not',
    { roles: ROLE_GROUPS.staff },
  ),
};
