import { ROLE_GROUPS, ROLES } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('client-dashboard');

/** Seed 000 §2.1, §6: the client dashboard /cd/{client_id}, Everest only (decision 0082). */
export const clientDashboardCalls = {
  getClientDashboard: call(
    'GET',
    '/api/clients/{id}/dashboard',
    "A client at a glance: status, balances and their trend, channels, last 30 days' leads and calls, pending credits, open alerts",
    { clientParam: 'id', roles: [ROLES.EVEREST] },
  ),
};

/** Seed 000 §7 "GET .../account_sys; .../calls-subscription-account" (decision 0083). */
export const clientAccountCalls = {
  getAccountSys: callsOf('client-dashboard')(
    'GET',
    '/api/clients/{id}/account_sys',
    "The client's account as the systems know it: billing type, CRM id, owners, logins, dates",
    { clientParam: 'id', roles: ROLE_GROUPS.staff },
  ),
  getCallsSubscriptionAccount: callsOf('client-dashboard')(
    'GET',
    '/api/clients/{id}/calls-subscription-account',
    "The client's Call Leads account: its terms, balance and call channels",
    { clientParam: 'id' },
  ),
};
