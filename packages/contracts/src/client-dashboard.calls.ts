import { ROLES } from '@client-admin/domain/roles';
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
