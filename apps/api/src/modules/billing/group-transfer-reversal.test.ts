import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Balance, LedgerResult } from '@client-admin/contracts/billing';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { clients } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { expectError } from '../../test/expect-error';
import type { RequestHeaders } from '../../test/test-requests';

describe('POST /api/billing/GroupBalanceTransfer/{id}: reversal', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let transferId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    const db = t.app.database.db;
    const [two] = await db
      .select({ parent: clients.parentCompany })
      .from(clients)
      .where(eq(clients.id, 2));
    await db.update(clients).set({ parentCompany: two!.parent }).where(eq(clients.id, 3));
    const deposit = await t.post('/api/billing/2/transactions', cs, {
      ClientId: 2,
      Service: 1,
      TypeCode: 'DEPOSIT',
      Amount: 200,
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const transfer = await t.post('/api/billing/2/groupbalancetransfer', cs, {
      Amount: 60,
      TargetClientId: 3,
      Service: 1,
      Description: 'Covering client 3',
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    transferId = (transfer.json() as LedgerResult).items[0]!.Id;
  });
  afterAll(() => t.close());

  const webBalance = async (clientId: number) =>
    ((await t.get(`/api/billing/${clientId}/balance/1`, cs)).json() as Balance).balance;
  const reverse = (id: number, headers: RequestHeaders = cs, body: object = {}) =>
    t.post(`/api/billing/GroupBalanceTransfer/${id}`, headers, body);

  it('moves the amount back once, as a transfer related to the original', async () => {
    const [two, three] = [await webBalance(2), await webBalance(3)];
    const res = await reverse(transferId, { ...cs, 'idempotency-key': 'reverse-1' });
    expect(res.statusCode, res.body).toBe(201);
    const again = await reverse(transferId, { ...cs, 'idempotency-key': 'reverse-1' });
    expect(again.json()).toEqual(res.json());
    expect(await webBalance(2)).toBeCloseTo(two + 60, 2);
    expect(await webBalance(3)).toBeCloseTo(three - 60, 2);
    const reversal = (res.json() as LedgerResult).items[0]!;
    expect(reversal.Description).toBe(`Reversal of group balance transfer ${transferId}`);
    const one = (await t.get(`/api/billing/GroupBalanceTransfer/${reversal.Id}`, cs)).json();
    expect(one).toMatchObject({ SourceClientId: 3, TargetClientId: 2, Amount: 60 });
    expectError(await reverse(transferId), 409, M.transferAlreadyReversed);
    expectError(await reverse(reversal.Id), 409, M.reversalNotReversible);
  });

  it('answers 404 for what is not a group transfer, 403 to a client user, 400 naming the field', async () => {
    expectError(await reverse(999_999), 404, M.transactionNotFound);
    expectError(await reverse(transferId, await t.as('agent@example.com')), 403);
    const bad = await reverse(transferId, cs, { Description: 'x'.repeat(3000) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['Description']);
    const badId = await reverse(0);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
  });
});
