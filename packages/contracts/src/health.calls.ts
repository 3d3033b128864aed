import { ROLES } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('health');

export const healthCalls = {
  getHealth: call('GET', '/api/health', 'The API, its database and adapters, for monitors', {
    public: true,
  }),
  flushCache: call(
    'POST',
    '/api/health/flushCache/{additionalPrefix}',
    "Empty the API's cache, all of it or one prefix",
    { roles: [ROLES.CLIENT_SERVICES] },
  ),
};
