import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('credits');
const staffOnly = { roles: ROLE_GROUPS.staff };

/**
 * Lead credits and the credit dialer of seed 002 §7, paths as the seed spells them (decision
 * 0044). A client asks for a credit on its own lead; staff decide, and an approval gives the
 * lead's price back through the ledger.
 */
export const creditsCalls = {
  getLeadCredits: call(
    'GET',
    '/api/LeadCredit',
    'Lead credit requests, paged, newest request first, pending ones by default',
    staffOnly,
  ),
  getTopReasons: call(
    'GET',
    '/api/LeadCredit/top',
    'The most frequent credit request reasons of a date range',
    staffOnly,
  ),
  getLeadCredit: call('GET', '/api/LeadCredit/{id}', 'One lead credit request in full', staffOnly),
  decide: call(
    'POST',
    '/api/LeadCredit/decision',
    'Approve or deny pending credits; an approval credits the lead price (Idempotency-Key accepted)',
    staffOnly,
  ),
  getDialerLead: call(
    'GET',
    '/api/leads/getCreditDialerLead',
    'The oldest pending credit request matching the dialer filter',
    staffOnly,
  ),
  getDialerLeadCount: call(
    'GET',
    '/api/leads/getCreditDialerLeadCount',
    'How many pending credit requests match the dialer filter',
    staffOnly,
  ),
  approveCredit: call(
    'POST',
    '/api/leads/{id}/{product}/approvecredit',
    "Approve a lead's pending credit (Idempotency-Key accepted)",
    staffOnly,
  ),
  denyCredit: call(
    'POST',
    '/api/leads/{id}/denycredit',
    "Deny a lead's pending credit with a reason and a description",
    staffOnly,
  ),
  requestCredit: call(
    'POST',
    '/api/leads/{id}/creditrequest',
    'Ask for a credit on a lead (its client or staff), within ten days of its sale',
  ),
  getCreditEligibility: call(
    'GET',
    '/api/clients/{id}/credit_eligibility',
    'Whether a client may ask for credits on a product',
    { clientParam: 'id' },
  ),
  callCaller: call(
    'POST',
    '/Dialer/MakeOutGoingCallToCaller',
    "Ring the staff member's own phone (callerPhoneNumber) to start a dialer call",
    staffOnly,
  ),
  callConsumer: call(
    'POST',
    '/Dialer/MakeOutGoingCallToConsumer',
    "Connect the staff member's phone (fromPhoneNumber) to the consumer (toPhoneNumber)",
    staffOnly,
  ),
  hangUp: call('POST', '/Dialer/HangUpCall', 'End the dialer call between two phones', staffOnly),
  getCallStatus: call(
    'GET',
    '/Dialer/{phone}/GetCallStatus',
    "The status of a phone's dialer call (unknown when there is none)",
    staffOnly,
  ),
  ping: call('GET', '/dialer/ping', 'Whether the dialer service answers', staffOnly),
};
