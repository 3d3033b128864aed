import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('logins');

/** Seed 000 §7: the logins of a client, for client services. */
export const loginCalls = {
  getClientLogins: call('GET', '/api/login/{id}/logins', 'The logins of a client', {
    clientParam: 'id',
    roles: ROLE_GROUPS.clientServices,
  }),
  updateLoginProperties: call('PUT', '/api/login/{id}/properties', 'Edit one login of a client', {
    clientParam: 'id',
    roles: ROLE_GROUPS.clientServices,
  }),
};
