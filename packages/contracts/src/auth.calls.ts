import { callsOf } from './call-table';

const call = callsOf('auth');

/** Seed 000 §7: who the caller is, and where to sign in. */
export const authCalls = {
  getAuthConfig: call('GET', '/api/auth/config', 'Where the browser signs in', { public: true }),
  authenticate: call('POST', '/api/clients/auth', 'Who the bearer is and its client'),
  getIdentityClient: call('GET', '/api/clients/auth/{oid}', 'The client an identity is bound to'),
  bindRole: call('GET', '/api/login/bind-role', "The caller's roles"),
  getDefaultClient: call(
    'GET',
    '/api/clients/default',
    'The client of a login that signed itself up',
  ),
};
