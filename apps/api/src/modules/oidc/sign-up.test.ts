import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, clients } from '../../db/schema/clients';
import { clientLogins, userRoles, users } from '../../db/schema/identity';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  createTestBrowser,
  exchangeCode,
  followToCode,
  pkcePair,
  startSignIn,
} from './testing/oidc-browser';

const form = {
  email: 'new.agent@example.com',
  firstName: 'Nia',
  lastName: 'Newcomer',
  state: 'TX',
  password: 'Agent-Pass-1',
  confirmPassword: 'Agent-Pass-1',
};

describe('agent sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('checks the form and keeps what was typed', async () => {
    const browser = createTestBrowser(t.app, '192.0.2.1');
    const page = await startSignIn(browser, t.config.oidcClientId, pkcePair().challenge, {
      policy: 'signup',
    });
    const res = await browser.post(`${page}/signup`, {
      ...form,
      email: 'agent@example.com',
      confirmPassword: 'Other-Pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Passwords do not match.');
    const taken = await browser.post(`${page}/signup`, { ...form, email: 'AGENT@example.com' });
    expect(taken.body).toContain('An account with this email already exists.');
    expect(taken.body).toContain('<option value="TX" selected>Texas</option>');
    const weak = await browser.post(`${page}/signup`, {
      ...form,
      password: 'alllower1',
      confirmPassword: 'alllower1',
      state: '',
    });
    expect(weak.body).toContain('upper-case letter');
    expect(weak.body).toContain('State is required');
  });

  it('makes a login without roles, signs it in, and its default client on first call', async () => {
    const browser = createTestBrowser(t.app, '192.0.2.2');
    const { verifier, challenge } = pkcePair();
    const page = await startSignIn(browser, t.config.oidcClientId, challenge, { policy: 'signup' });
    const created = await browser.post(`${page}/signup`, form);
    expect(created.statusCode).toBe(303);
    const code = await followToCode(browser, created);
    const tokens = await exchangeCode(t.app, { clientId: t.config.oidcClientId, code, verifier });

    const db = t.app.database.db;
    const [login] = await db.select().from(users).where(eq(users.email, form.email));
    expect(login).toMatchObject({ firstName: 'Nia', lastName: 'Newcomer', signupState: 'TX' });
    expect(login?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, login!.id))).toEqual([]);

    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const before = await t.post('/api/clients/auth', headers);
    expect(before.json()).toMatchObject({ clientId: null, isStaff: false, user: { roles: [] } });

    const first = await t.get('/api/clients/default', headers);
    expect(first.statusCode).toBe(200);
    const client = first.json();
    expect(client).toMatchObject({
      firstName: 'Nia',
      lastName: 'Newcomer',
      state: 'TX',
      clientType: 'AGENT',
    });
    const second = await t.get('/api/clients/default', headers);
    expect(second.json()).toEqual(client);

    const [row] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({
      status: 'PENDING_VAL',
      email: form.email,
      fullName: 'Nia Newcomer',
    });
    const links = await db.select().from(clientLogins).where(eq(clientLogins.userId, login!.id));
    expect(links.map((l) => l.clientId)).toEqual([client.id]);
    const logs = await db.select().from(clientLogs).where(eq(clientLogs.clientId, client.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'CLIENT_CREATED',
      actorUserId: login!.id,
      actorEmail: form.email,
      before: null,
    });

    const after = await t.post('/api/clients/auth', headers);
    expect(after.json()).toMatchObject({ clientId: client.id, isStaff: false });
  });
});
