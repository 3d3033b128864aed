import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountSys,
  CallsSubscriptionAccount,
} from '@client-admin/contracts/client-dashboard';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';
import type { RequestHeaders } from '../../test/test-requests';
import { clientOfLogin } from '../billing/recharge/recharge-test-helpers';

describe('account_sys and calls-subscription-account', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let agentClient: number;
  let otherClient: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    agentClient = await clientOfLogin(t, 'agent@example.com');
    otherClient = await clientOfLogin(t, 'corporate@example.com');
  });
  afterAll(() => t.close());

  describe('GET /api/clients/{id}/account_sys', () => {
    it('answers the system fields and the logins for staff', async () => {
      const res = await t.get(`/api/clients/${agentClient}/account_sys`, cs);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as AccountSys;
      expect(body).toMatchObject({ clientId: agentClient, billingType: expect.any(String) });
      expect(body.logins.map((l) => l.email)).toEqual(['agent@example.com']);
      expect(body.version).toBeGreaterThanOrEqual(1);
    });
    it('answers 403 to a client user, even its own; 404; 400 naming id', async () => {
      expectError(await t.get(`/api/clients/${agentClient}/account_sys`, agent), 403);
      expect((await t.get('/api/clients/999999/account_sys', cs)).statusCode).toBe(404);
      const bad = await t.get('/api/clients/-1/account_sys', cs);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
    });
  });

  describe('GET /api/clients/{id}/calls-subscription-account', () => {
    it("answers the client's Call Leads account to its own user and to staff", async () => {
      const own = await t.get(`/api/clients/${agentClient}/calls-subscription-account`, agent);
      expect(own.statusCode, own.body).toBe(200);
      const body = own.json() as CallsSubscriptionAccount;
      expect(body.clientId).toBe(agentClient);
      expect(body.channels.total).toBeGreaterThanOrEqual(body.channels.active);
      expect(body.channels.total).toBeGreaterThan(0);
      expect(body.phoneNumbers.length).toBeLessThanOrEqual(50);
      const staff = await t.get(`/api/clients/${agentClient}/calls-subscription-account`, cs);
      expect(staff.json()).toEqual(body);
    });
    it("answers 403 for another client's, 404, 400 naming id", async () => {
      expectError(
        await t.get(`/api/clients/${otherClient}/calls-subscription-account`, agent),
        403,
      );
      expect((await t.get('/api/clients/999999/calls-subscription-account', cs)).statusCode).toBe(
        404,
      );
      const bad = await t.get('/api/clients/x/calls-subscription-account', cs);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
    });
  });
});
