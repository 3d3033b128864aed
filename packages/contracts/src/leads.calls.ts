import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('leads');
const developers = { roles: ROLE_GROUPS.developers };

/**
 * The leads screens of seed 001 §7 (Call log; Lead detail, tracking), paths as the seed spells
 * them (issue 17, decision 0032). A client user reads its own client's leads; staff any client's.
 * A lead's {id} and its {sessionId} are the id of the client's sale of it.
 */
export const leadsCalls = {
  searchCalls: call(
    'GET',
    '/api/leads/calls/search',
    "A client's call log, paged; an Ongoing call first when no search is active",
  ),
  getLead: call('GET', '/api/leads/{id}', "One of a client's leads (a sale), by id"),
  getLeadPacket: call(
    'GET',
    '/api/leads/{sessionId}/packet',
    "A lead's packet: consumer data, delivery log, and the call for a call lead",
  ),
  getCallPacket: call(
    'GET',
    '/api/leads/calls/{outboundCallSid}/packet',
    "A call's packet by its outbound call sid (also for a call that was not billed)",
  ),
  getNotes: call('GET', '/api/leads/{sessionId}/notes', "A lead's notes, newest first"),
  addNote: call('POST', '/api/leads/{sessionId}/notes', 'Add a note to a lead'),
  deleteNote: call('DELETE', '/api/leads/notes/{id}', "Delete a lead's note"),
  getWebTracking: call(
    'GET',
    '/api/leads/{clientId}/tracking/web',
    "A client's web leads, latest delivery first, from the start of the month by default",
  ),
  getCallMetrics: call(
    'GET',
    '/api/leads/{clientId}/metrics/call',
    "A client's calls per day and channel: calls, answer rate, spend, average price",
  ),
  getWebMetrics: call(
    'GET',
    '/api/leads/{clientId}/metrics/web',
    "A client's web leads per day and channel: leads, spend, average price",
  ),
  getDeadLetters: call(
    'GET',
    '/api/leads/getDeadLetterQueueMessages',
    'The lead deliveries that exhausted their retries (developers)',
    developers,
  ),
  retryDeadLetter: call(
    'POST',
    '/api/leads/deadLetterQueueMessages/{id}/retry',
    'Send a failed lead delivery again (developers)',
    developers,
  ),
};
