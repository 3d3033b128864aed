import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('authentication calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, email: string) =>
    t.request(method, url, await t.as(email));

  it('POST /api/clients/auth answers a client user with its client', async () => {
    const res = await call('POST', '/api/clients/auth', 'agent@example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      user: {
        email: 'agent@example.com',
        name: 'Avery Agent',
        firstName: 'Avery',
        lastName: 'Agent',
        roles: [],
      },
      roles: [],
      isStaff: false,
    });
    expect(body.clientId).toEqual(expect.any(Number));
    const staff = (await call('POST', '/api/clients/auth', 'cs@example.com')).json();
    expect(staff.roles).toEqual(['Everest-Client-Services', 'Everest-Staff']);
    expect(staff.user.roles).toEqual(staff.roles);
  });

  it('POST /api/clients/auth needs a token', async () => {
    const res = await t.post('/api/clients/auth');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('GET /api/clients/auth/{oid}: own identity, staff any, others 403, unknown 404', async () => {
    const agent = (await call('POST', '/api/clients/auth', 'agent@example.com')).json();
    const corporate = (await call('POST', '/api/clients/auth', 'corporate@example.com')).json();

    const own = await call('GET', `/api/clients/auth/${agent.user.id}`, 'agent@example.com');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ clientId: agent.clientId });

    const staff = await call('GET', `/api/clients/auth/${corporate.user.id}`, 'cs@example.com');
    expect(staff.json()).toEqual({ clientId: corporate.clientId });

    const other = await call('GET', `/api/clients/auth/${corporate.user.id}`, 'agent@example.com');
    expect(other.statusCode).toBe(403);

    const unknown = await call(
      'GET',
      '/api/clients/auth/00000000-0000-4000-8000-000000000000',
      'cs@example.com',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown identity');
  });

  it('GET /api/login/bind-role answers the caller roles', async () => {
    const res = await call('GET', '/api/login/bind-role', 'dev@example.com');
    expect(res.json()).toEqual({ roles: ['Everest-Developer', 'Everest-Staff'] });
  });

  it('GET /api/clients/default: a client user gets its client, staff a 403', async () => {
    const agent = (await call('POST', '/api/clients/auth', 'agent@example.com')).json();
    const own = await call('GET', '/api/clients/default', 'agent@example.com');
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(agent.clientId);

    const staff = await call('GET', '/api/clients/default', 'cs@example.com');
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Staff logins have no default client');
  });
});

describe('with an outside OIDC issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ oidcIssuer: 'https://login.example.com/tenant/v2.0' });
  });
  afterAll(() => t.close());

  it('points the browser at it and mounts no embedded issuer', async () => {
    const config = await t.get('/api/auth/config');
    expect(config.json()).toEqual({
      authority: 'https://login.example.com/tenant/v2.0',
      clientId: 'client-admin-web',
      scope: 'openid profile email',
    });
    const discovery = await t.get('/oidc/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(404);
  });
});
