import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientLogin } from '@client-admin/contracts/logins';
import { MESSAGES } from '@client-admin/domain/messages';
import { clientLogs } from '../../db/schema/clients';
import { users } from '../../db/schema/identity';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';

describe('logins of a client', () => {
  let t: TestApp;
  let cs: { authorization: string };
  let agent: { authorization: string };
  let corporateLogin: ClientLogin;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    const res = await t.get('/api/login/3/logins', cs);
    corporateLogin = (res.json() as ClientLogin[])[0]!;
  });
  afterAll(() => t.close());

  const put = (clientId: number | string, payload: object, headers = cs) =>
    t.put(`/api/login/${clientId}/properties`, headers, payload);
  const request = (changes: object = {}) => ({
    loginId: corporateLogin.id,
    email: corporateLogin.email,
    firstName: corporateLogin.firstName,
    lastName: corporateLogin.lastName,
    accountEnabled: true,
    ...changes,
  });

  it('lists the logins linked to the client', async () => {
    expect(corporateLogin).toMatchObject({ email: 'corporate@example.com', accountEnabled: true });
    const res = await t.get('/api/login/1/logins', cs);
    expect((res.json() as ClientLogin[]).map((l) => l.email)).toEqual(['agent@example.com']);
  });

  it('is for client services, 404 for an unknown client', async () => {
    for (const url of ['/api/login/1/logins', '/api/login/2/logins']) {
      expectError(await t.get(url, agent), 403);
    }
    const sales = await t.as('sales@example.com');
    expectError(await t.get('/api/login/1/logins', sales), 403);
    expectError(await put(3, request(), agent), 403);
    expectError(await put(1, request(), agent), 403);
    expectError(await t.get('/api/login/999999/logins', cs), 404, MESSAGES.invalidClientId);
  });

  it('refuses a disabled login on its very next request, though it was just served', async () => {
    const [agentLogin] = (await t.get('/api/login/1/logins', cs)).json() as ClientLogin[];
    const agentRequest = (accountEnabled: boolean) => ({
      ...agentLogin,
      loginId: agentLogin!.id,
      accountEnabled,
    });
    expect((await t.get('/api/clients/1', agent)).statusCode).toBe(200);
    expect((await put(1, agentRequest(false))).statusCode).toBe(200);
    expectError(await t.get('/api/clients/1', agent), 401);
    expect((await put(1, agentRequest(true))).statusCode).toBe(200);
    expect((await t.get('/api/clients/1', agent)).statusCode).toBe(200);
  });

  it('updates names, e-mail and enabled flag, and audits the change', async () => {
    const res = await put(
      3,
      request({ firstName: 'Coral', email: 'cora.new@example.com', accountEnabled: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: corporateLogin.id,
      firstName: 'Coral',
      email: 'cora.new@example.com',
      accountEnabled: false,
    });
    const logs = await t.app.database.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.clientId, 3));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'LOGIN_UPDATED',
      before: { loginId: corporateLogin.id, firstName: 'Cora', email: 'corporate@example.com' },
      after: { loginId: corporateLogin.id, firstName: 'Coral', accountEnabled: false },
    });
    corporateLogin = res.json();
  });

  it('unlocks a locked login', async () => {
    await t.app.database.db
      .update(users)
      .set({ failedAttempts: 5, lockedUntil: new Date(Date.now() + 36e5) })
      .where(eq(users.id, corporateLogin.id));
    const res = await put(3, request({ unlock: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lockedUntil).toBeNull();
    const [row] = await t.app.database.db
      .select()
      .from(users)
      .where(eq(users.id, corporateLogin.id));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it('answers 400 on the email field for a bad or taken e-mail', async () => {
    expectError(await put(3, request({ email: 'nope' })), 400, 'Invalid email format', 'email');
    expectError(
      await put(3, request({ email: 'CS@example.com' })),
      400,
      'Email is already in use',
      'email',
    );
    expectError(
      await put(3, request({ firstName: ' ' })),
      400,
      'First Name is required',
      'firstName',
    );
  });

  it('answers 404 Unknown login for a login of another client', async () => {
    const res = await t.get('/api/login/1/logins', cs);
    const agentLogin = (res.json() as ClientLogin[])[0]!;
    expectError(await put(3, request({ loginId: agentLogin.id })), 404, 'Unknown login');
    expectError(await put(999999, request()), 404, MESSAGES.invalidClientId);
  });
});
