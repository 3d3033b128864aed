import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { clientLogs } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';
import type { RequestHeaders } from '../../test/test-requests';
import { clientOfLogin } from '../billing/recharge/recharge-test-helpers';
import { REACTIVATION_ADDRESS } from './reactivation-test-fixture';

describe('the reactivation attribute', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let inactive: RequestHeaders;
  let clientId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    inactive = await t.as('inactive.agent@example.com');
    clientId = await clientOfLogin(t, 'inactive.agent@example.com');
  });
  afterAll(() => t.close());

  const url = () => `/api/reactivation/${clientId}/attribute`;
  const eligible = async () =>
    (await t.get(`/api/reactivation/${clientId}/reactivation-payment-info`, inactive)).json()
      .isEligibleForReactivation as boolean;

  it('is offered until staff turn it off; then the dialog and begin say so', async () => {
    expect((await t.get(url(), inactive)).json()).toEqual({
      clientId,
      selfServiceOffered: true,
      updatedBy: null,
      updatedAt: null,
    });
    expect(await eligible()).toBe(true);
    const res = await t.put(url(), cs, { selfServiceOffered: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ selfServiceOffered: false, updatedBy: 'cs@example.com' });
    expect(await eligible()).toBe(false);
    const begin = await t.post('/api/reactivation/begin', inactive, {
      clientId,
      address: REACTIVATION_ADDRESS,
      products: [{ productType: 1, cardId: 1, depositAmount: 100, channelIds: [1] }],
    });
    expectError(begin, 409, M.notEligible);
    const logged = await t.app.database.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.action, 'REACTIVATION_ATTRIBUTE'));
    expect(logged.map((l) => [l.clientId, l.after])).toEqual([
      [clientId, { selfServiceOffered: false }],
    ]);
    await t.put(url(), cs, { selfServiceOffered: true });
    expect(await eligible()).toBe(true);
  });

  it('lets only staff change it; 400 naming the field; 404; 403 for another client', async () => {
    expectError(await t.put(url(), inactive, { selfServiceOffered: false }), 403);
    const bad = await t.put(url(), cs, { selfServiceOffered: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['selfServiceOffered']);
    expect(
      (await t.put('/api/reactivation/999999/attribute', cs, { selfServiceOffered: true }))
        .statusCode,
    ).toBe(404);
    expect((await t.get('/api/reactivation/999999/attribute', cs)).statusCode).toBe(404);
    const other = await clientOfLogin(t, 'agent@example.com');
    expectError(await t.get(`/api/reactivation/${other}/attribute`, inactive), 403);
  });
});
