import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Balance, TransactionsResponse } from '@client-admin/contracts/billing';
import type { CardAnswer } from '@client-admin/contracts/billing-cards';
import type { ProductData } from '@client-admin/contracts/billing-products';
import { rechargeReference } from '@client-admin/domain/billing/recharge';
import { ledgerTransactions } from '../../../db/schema/billing';
import { sandboxVaultTransactions } from '../../../db/schema/billing-cards';
import { rechargePauses, rechargeRequests } from '../../../db/schema/billing-products';
import { clients } from '../../../db/schema/clients';
import { jobList } from '../../../jobs/job-list';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { addSandboxCard } from '../cards/cards-test-helpers';
import { leadCharge } from '../ledger.service';
import { cardRechargeJob } from './recharge.job';
import { lockChargingRequest } from './recharge.repository';
import { clientOfLogin } from './recharge-test-helpers';
import { balanceChanged } from './recharge.service';

const rechargeTerms = (threshold: number): ProductData[] => [
  {
    productId: 1,
    paymentId: null,
    paymentTerms: {
      method: 'RECHARGE',
      chargeDay: null,
      rechargeAmount: 100,
      rechargeThreshold: threshold,
    },
    spendLimit: null,
    billingType: 'CLIENT',
  },
];

describe('automatic recharge', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const webBalance = async (clientId: number) =>
    ((await t.get(`/api/billing/${clientId}/balance/1`, cs)).json() as Balance).balance;
  const recharges = async (clientId: number) =>
    (
      await db()
        .select()
        .from(ledgerTransactions)
        .where(
          and(eq(ledgerTransactions.clientId, clientId), eq(ledgerTransactions.kind, 'RECHARGE')),
        )
    ).length;
  const statusOf = async (clientId: number) =>
    (await db().select({ s: clients.status }).from(clients).where(eq(clients.id, clientId)))[0]!.s;
  const setTerms = async (clientId: number, threshold: number) => {
    const res = await t.put(`/api/Products/${clientId}`, cs, rechargeTerms(threshold));
    expect(res.statusCode, res.body).toBe(200);
  };
  const run = () => t.app.jobs.run('card-recharge');

  it('is a scheduled job', () => {
    expect(jobList).toContain(cardRechargeJob);
  });

  it('charges the primary card below the threshold and records a RECHARGE on the ledger', async () => {
    const client = await clientOfLogin(t, 'agent@example.com');
    expect((await addSandboxCard(t, cs, client)).statusCode).toBe(201);
    const before = await webBalance(client);
    await setTerms(client, before + 1);
    expect(await run()).toEqual({ approved: 1, declined: 0, failed: 0, skipped: 0 });
    expect(await webBalance(client)).toBeCloseTo(before + 100, 2);
    const lines = (
      await t.get(`/api/billing/${client}/transactions?q=RECHARGE`, cs)
    ).json() as TransactionsResponse;
    expect(lines.items[0]).toMatchObject({
      TypeCode: 'RECHARGE',
      Amount: 100,
      CardCheckNumber: 'XXXX1111',
    });
    expect(await run()).toEqual({ approved: 0, declined: 0, failed: 0, skipped: 0 });
    // Above the threshold nothing is queued.
    await setTerms(client, 0);
    expect(await run()).toEqual({ approved: 0, declined: 0, failed: 0, skipped: 0 });
  });

  it('never charges twice when a run stopped after the charge went out', async () => {
    const client = await clientOfLogin(t, 'agent@example.com');
    await setTerms(client, (await webBalance(client)) + 1);
    const [request] = await db()
      .select()
      .from(rechargeRequests)
      .where(and(eq(rechargeRequests.clientId, client), eq(rechargeRequests.status, 'pending')));
    const [card] = (await t.get(`/api/billing/${client}/cards`, cs)).json() as CardAnswer['card'][];
    const ids = (await db().execute(
      sql`select customer_profile_id as c, payment_profile_id as p from cards where id = ${card!.paymentId}`,
    )) as unknown as { rows: { c: string; p: string }[] };
    // The interrupted run: claimed, charged through the vault, then gone before it recorded.
    await t.app.cardVault.charge({
      customerProfileId: ids.rows[0]!.c,
      paymentProfileId: ids.rows[0]!.p,
      amountCents: request!.amountCents,
      reference: rechargeReference(request!.id),
      description: 'Automatic recharge',
    });
    await db()
      .update(rechargeRequests)
      .set({ status: 'charging', cardId: card!.paymentId, attempts: 1 })
      .where(eq(rechargeRequests.id, request!.id));
    const recharged = await recharges(client);
    expect(await run()).toMatchObject({ approved: 1 });
    expect(await recharges(client)).toBe(recharged + 1);
    const charges = await db()
      .select()
      .from(sandboxVaultTransactions)
      .where(eq(sandboxVaultTransactions.reference, rechargeReference(request!.id)));
    expect(charges).toHaveLength(1);
    expect(await run()).toMatchObject({ approved: 0 });
    // The interrupted run, back late with the same charge, finds it recorded: it posts nothing.
    expect(await db().transaction((tx) => lockChargingRequest(tx, request!.id))).toBe(false);
    expect(await recharges(client)).toBe(recharged + 1);
  });

  it('a declined recharge pauses the client in PAUSE_RECHARGE; an approved one restores it', async () => {
    const client = await clientOfLogin(t, 'corporate@example.com');
    const original = await statusOf(client);
    expect((await addSandboxCard(t, cs, client, '4000000000000002')).statusCode).toBe(201);
    await setTerms(client, (await webBalance(client)) + 1);
    const balance = await webBalance(client);
    expect(await run()).toMatchObject({ declined: 1 });
    expect(await webBalance(client)).toBe(balance);
    expect(await statusOf(client)).toBe('PAUSE_RECHARGE');
    const [declined] = await db()
      .select()
      .from(rechargeRequests)
      .where(and(eq(rechargeRequests.clientId, client), eq(rechargeRequests.status, 'declined')));
    expect(declined).toMatchObject({
      messageCode: 'E00027',
      messageText: 'This transaction has been declined.',
    });

    const good = (await addSandboxCard(t, cs, client)).json() as CardAnswer;
    await t.post(`/api/billing/${client}/card/set-primary`, cs, {
      paymentServiceId: good.card.paymentId,
    });
    await setTerms(client, balance + 1);
    expect(await run()).toMatchObject({ approved: 1 });
    expect(await statusOf(client)).toBe(original);
    expect(
      await db().select().from(rechargePauses).where(eq(rechargePauses.clientId, client)),
    ).toHaveLength(0);
  });

  it('a deposit that brings the balance up to the threshold lifts the pause of a declined recharge', async () => {
    const client = await clientOfLogin(t, 'corporate@example.com');
    const declining = (
      await addSandboxCard(t, cs, client, '4000000000000002')
    ).json() as CardAnswer;
    await t.post(`/api/billing/${client}/card/set-primary`, cs, {
      paymentServiceId: declining.card.paymentId,
    });
    const threshold = (await webBalance(client)) + 50;
    await setTerms(client, threshold);
    expect(await run()).toMatchObject({ declined: 1 });
    expect(await statusOf(client)).toBe('PAUSE_RECHARGE');
    const deposit = (Amount: number) =>
      t.post(`/api/billing/${client}/transactions`, cs, {
        ClientId: client,
        Service: 1,
        TypeCode: 'DEPOSIT',
        Amount,
        Description: 'Check deposit',
      });

    expect((await deposit(49.99)).statusCode).toBe(201);
    expect(await statusOf(client)).toBe('PAUSE_RECHARGE');
    expect((await deposit(0.01)).statusCode).toBe(201);
    expect(await statusOf(client)).not.toBe('PAUSE_RECHARGE');
    expect(
      await db().select().from(rechargePauses).where(eq(rechargePauses.clientId, client)),
    ).toHaveLength(0);
  });

  it('balanceChanged queues one request after a lead charge takes the balance below the threshold', async () => {
    const client = await clientOfLogin(t, 'agent@example.com');
    await setTerms(client, 0);
    const balance = await webBalance(client);
    await t.put(`/api/Products/${client}`, cs, rechargeTerms(balance - 1));
    expect(await run()).toMatchObject({ approved: 0 });
    await db().transaction(async (tx) => {
      await leadCharge(
        tx,
        { clientId: client, productType: 1, amountCents: 500 },
        { createdBy: 'system' },
      );
      expect(await balanceChanged(tx, client, 1)).toBe(true);
      expect(await balanceChanged(tx, client, 1)).toBe(true);
    });
    const open = await db()
      .select()
      .from(rechargeRequests)
      .where(and(eq(rechargeRequests.clientId, client), eq(rechargeRequests.status, 'pending')));
    expect(open).toHaveLength(1);
    expect(await run()).toMatchObject({ approved: 1 });
  });
});
