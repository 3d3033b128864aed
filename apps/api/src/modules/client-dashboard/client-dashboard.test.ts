import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDashboard } from '@client-admin/contracts/client-dashboard';
import { DASHBOARD_DAYS } from '@client-admin/domain/client-dashboard/client-dashboard';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';
import type { RequestHeaders } from '../../test/test-requests';
import { clientOfLogin } from '../billing/recharge/recharge-test-helpers';

describe('GET /api/clients/{id}/dashboard', () => {
  let t: TestApp;
  let everest: RequestHeaders;
  let cs: RequestHeaders;
  let agentClient: number;
  beforeAll(async () => {
    t = await buildTestApp();
    everest = await t.as('super@example.com');
    cs = await t.as('cs@example.com');
    agentClient = await clientOfLogin(t, 'agent@example.com');
  });
  afterAll(() => t.close());

  const dashboard = async (id = agentClient) => {
    const res = await t.get(`/api/clients/${id}/dashboard`, everest);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClientDashboard;
  };

  it('answers the client at a glance for the Everest role', async () => {
    const d = await dashboard();
    expect(d.client).toMatchObject({ id: agentClient, status: 'ACTIVE', statusLabel: 'Active' });
    expect(d.balances.map((b) => b.product)).toEqual(['Web Leads', 'Call Leads']);
    expect(d.activity).toHaveLength(DASHBOARD_DAYS);
    expect(d.activity.reduce((n, a) => n + a.webLeads, 0)).toBeGreaterThan(0);
    expect(d.channels.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(0);
    // The demo's e-mails to its failure addresses are an open alert.
    expect(
      d.alerts.map((a) => a.message),
      JSON.stringify(d.alerts),
    ).toContain('4 addresses of the client get no e-mail (bounced, blocked, invalid or spam)');
  });

  it("ends each balance's trend at the balance now and follows a deposit", async () => {
    const before = await dashboard();
    const web = before.balances.find((b) => b.productType === 1)!;
    expect(web.trend).toHaveLength(DASHBOARD_DAYS);
    expect(web.trend.at(-1)!.balance).toBe(web.balance);
    const dep = await t.post(`/api/billing/${agentClient}/transactions`, cs, {
      Amount: 40,
      ClientId: agentClient,
      Service: 1,
      TypeCode: 'DEPOSIT',
      Description: 'Dashboard test',
    });
    expect(dep.statusCode, dep.body).toBe(201);
    const after = (await dashboard()).balances.find((b) => b.productType === 1)!;
    expect(after.balance).toBeCloseTo(web.balance + 40, 2);
    expect(after.trend.at(-1)!.balance).toBeCloseTo(web.balance + 40, 2);
    expect(after.trend.at(-2)!.balance).toBeCloseTo(web.trend.at(-2)!.balance, 2);
  });

  it('refuses every other role, staff included (403), 404 an unknown client, 400 a bad id', async () => {
    for (const email of ['cs@example.com', 'csadmin@example.com', 'agent@example.com']) {
      expectError(await t.get(`/api/clients/${agentClient}/dashboard`, await t.as(email)), 403);
    }
    expect((await t.get('/api/clients/999999/dashboard', everest)).statusCode).toBe(404);
    const bad = await t.get('/api/clients/0/dashboard', everest);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });
});
