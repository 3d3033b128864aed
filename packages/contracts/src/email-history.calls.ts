import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('email-history');

const { staff } = ROLE_GROUPS;
/** The path's id is a client id: the client-scope hook checks it. */
const clientInPath = { clientParam: 'id' };

/**
 * Seed 000 §7 ("Email history, emailStatus, emailTimeline/{messageId}"; "GET/DELETE
 * /api/clients/spam-reports, body emails") and seed 002 §3, §7: paths beyond the seed's words
 * are ours (decision 0080).
 */
export const emailHistoryCalls = {
  getEmailHistory: call(
    'GET',
    '/api/clients/{id}/emailHistory',
    'The e-mails a client was sent, last event first',
    clientInPath,
  ),
  getEmailStatus: call(
    'GET',
    '/api/clients/{id}/emailStatus',
    "The client's addresses on the blocked, bounced, invalid and spam lists",
    clientInPath,
  ),
  getEmailTimeline: call(
    'GET',
    '/api/clients/{id}/emailTimeline/{messageId}',
    "One message's events, oldest first",
    clientInPath,
  ),
  getSpamReports: call('GET', '/api/clients/spam-reports', 'Addresses that reported spam', {
    roles: staff,
  }),
  removeSpamReports: call(
    'DELETE',
    '/api/clients/spam-reports',
    'Take addresses off the spam list, so mail goes to them again',
    { roles: staff },
  ),
  receiveEmailEvents: call(
    'POST',
    '/api/mail/events',
    "The e-mail provider's signed event webhook (decision 0084); unsigned calls are refused",
    { public: true },
  ),
};
