import { ROLE_GROUPS, ROLES } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('clients');
const statusCall = callsOf('status');

const { clientServices, staff } = ROLE_GROUPS;
/** The path's id is a client id: the client-scope hook checks it. */
const clientInPath = { clientParam: 'id' };

/** Seed 000 §3 and §4: a client's dashboard, account and status. */
export const clientCalls = {
  searchClients: call('GET', '/api/clients/search', 'Search clients for the admin dashboard', {
    roles: [...clientServices, ROLES.CORPORATE_BUCKET_ACCOUNT_CREATOR],
  }),
  getClient: call('GET', '/api/clients/{id}', 'A client', clientInPath),
  getAccount: call('GET', '/api/clients/{id}/account', "A client's account details", clientInPath),
  updateAccount: call(
    'POST',
    '/api/Clients/{id}/agent',
    "Edit a client's account details",
    clientInPath,
  ),
  getClientLogs: call('GET', '/api/clients/{id}/logs', "A client's change log", {
    ...clientInPath,
    roles: clientServices,
  }),
  syncSalesforce: call(
    'POST',
    '/api/clients/salesforce/sync/{id}',
    "Push a client's account to Salesforce",
    { ...clientInPath, roles: staff },
  ),
  getStatus: statusCall('GET', '/api/status/{id}', "A client's status", clientInPath),
  changeStatus: statusCall('PUT', '/api/status/{id}/{status}', "Change a client's status", {
    ...clientInPath,
    roles: [...clientServices, ROLES.ADMIN],
  }),
};
