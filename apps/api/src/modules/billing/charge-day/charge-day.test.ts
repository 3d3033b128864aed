import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import cronParser from 'cron-parser';
import type { Balance } from '@client-admin/contracts/billing';
import type { ProductData } from '@client-admin/contracts/billing-products';
import { chargeDayReference } from '@client-admin/domain/billing/charge-day';
import { ledgerTransactions } from '../../../db/schema/billing';
import { sandboxVaultTransactions } from '../../../db/schema/billing-cards';
import { chargeDayCharges } from '../../../db/schema/billing-charge-day';
import { cardPayments } from '../../../db/schema/billing-money';
import { productTerms, rechargePauses } from '../../../db/schema/billing-products';
import { clients } from '../../../db/schema/clients';
import { jobList } from '../../../jobs/job-list';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { addSandboxCard } from '../cards/cards-test-helpers';
import { credit, deposit, leadCharge } from '../ledger.service';
import { chargeDayJob } from './charge-day.job';

const chargeDayTerms = (chargeDay: number): ProductData[] => [
  {
    productId: 1,
    paymentId: null,
    paymentTerms: { method: 'CHARGE_DAY', chargeDay, rechargeAmount: null, rechargeThreshold: 50 },
    spendLimit: null,
    billingType: 'CLIENT',
  },
];

// Far from the real date, so the demo data's movements never fall in a period.
const at = (iso: string) => new Date(`${iso}Z`);

describe('charging on the charge day (decision 0031)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let now = new Date();
  /** ACTIVE demo clients, one per scenario. */
  let spare: number[];
  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: { clock: () => now } });
    cs = await t.as('cs@example.com');
    const active = await t.app.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.status, 'ACTIVE'))
      .orderBy(clients.id);
    spare = active.map((c) => c.id);
    expect(spare.length).toBeGreaterThanOrEqual(10);
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const runAt = (iso: string) => {
    now = at(iso);
    return t.app.jobs.run(chargeDayJob.name);
  };
  const webBalance = async (clientId: number) =>
    ((await t.get(`/api/billing/${clientId}/balance/1`, cs)).json() as Balance).balance;
  const cardCharges = (clientId: number) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.clientId, clientId), eq(ledgerTransactions.kind, 'CARD_CHARGE')),
      );
  const claimsOf = (clientId: number) =>
    db().select().from(chargeDayCharges).where(eq(chargeDayCharges.clientId, clientId));
  const statusOf = async (clientId: number) =>
    (await db().select({ s: clients.status }).from(clients).where(eq(clients.id, clientId)))[0]!.s;
  const setUp = async (clientId: number, chargeDay: number, cardNumber?: string) => {
    if (cardNumber)
      expect((await addSandboxCard(t, cs, clientId, cardNumber)).statusCode).toBe(201);
    const res = await t.put(`/api/Products/${clientId}`, cs, chargeDayTerms(chargeDay));
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Money in, then the lead charges and credits of product 1 on the given instants. */
  const movements = (
    clientId: number,
    moves: { kind: 'lead' | 'credit'; cents: number; on: string }[],
  ) =>
    db().transaction(async (tx) => {
      const system = (on: string) => ({ createdBy: 'system', createDate: at(on) });
      await deposit(
        tx,
        { clientId, productType: 1, amountCents: 500_000 },
        system('2029-01-01T00:00:00'),
      );
      for (const move of moves) {
        const post = move.kind === 'lead' ? leadCharge : credit;
        await post(tx, { clientId, productType: 1, amountCents: move.cents }, system(move.on));
      }
    });

  it('is a scheduled job', () => {
    expect(jobList).toContain(chargeDayJob);
  });

  it('charges the spend since the previous charge on the charge day, once', async () => {
    const client = spare[0]!;
    await setUp(client, 20, '4111111111111111');
    await movements(client, [
      { kind: 'lead', cents: 5_000, on: '2030-02-19T23:59:59' }, // before the period
      { kind: 'lead', cents: 12_500, on: '2030-02-20T00:00:00' },
      { kind: 'credit', cents: 2_000, on: '2030-03-01T12:00:00' },
      { kind: 'lead', cents: 3_001, on: '2030-03-19T23:59:59' },
      { kind: 'lead', cents: 7_000, on: '2030-03-20T01:00:00' }, // the next period's
    ]);

    // Not its charge day (nor the day after, which catches it up): nothing is claimed or charged.
    expect(await runAt('2030-03-19T06:00:00')).toMatchObject({ approved: 0 });
    expect(await runAt('2030-03-22T06:00:00')).toMatchObject({ approved: 0 });
    expect(await claimsOf(client)).toEqual([]);

    const balance = await webBalance(client);
    expect(await runAt('2030-03-20T06:00:00')).toMatchObject({ approved: 1, declined: 0 });
    const [charged] = await cardCharges(client);
    expect(charged).toMatchObject({
      amountCents: 13_501,
      productType: 1,
      cardCheckNumber: 'XXXX1111',
      description: 'Charge day charge (Visa XXXX1111) 02-20-2030 – 03-19-2030',
      createdBy: 'system',
    });
    expect(await webBalance(client)).toBeCloseTo(balance + 135.01, 2);
    const [claim] = await claimsOf(client);
    expect(claim).toMatchObject({
      status: 'approved',
      chargeDate: '2030-03-20',
      periodStart: '2030-02-20',
      periodEnd: '2030-03-19',
      amountCents: 13_501,
      ledgerTransactionId: charged!.id,
    });
    expect(
      await db()
        .select()
        .from(cardPayments)
        .where(eq(cardPayments.ledgerTransactionId, charged!.id)),
    ).toMatchObject([{ cardId: claim!.cardId, vaultTransactionId: claim!.vaultTransactionId }]);

    // Running again that day, later on, charges nothing more.
    expect(await runAt('2030-03-20T06:00:00')).toMatchObject({ approved: 0 });
    expect(await runAt('2030-03-20T18:00:00')).toMatchObject({ approved: 0 });
    expect(await cardCharges(client)).toHaveLength(1);
    const vaultCharges = await db()
      .select()
      .from(sandboxVaultTransactions)
      .where(eq(sandboxVaultTransactions.reference, chargeDayReference(claim!.id)));
    expect(vaultCharges).toHaveLength(1);

    // The next charge day takes what was spent from this one on.
    expect(await runAt('2030-04-20T06:00:00')).toMatchObject({ approved: 1 });
    const next = (await cardCharges(client)).find((c) => c.id !== charged!.id);
    expect(next).toMatchObject({
      amountCents: 7_000,
      description: 'Charge day charge (Visa XXXX1111) 03-20-2030 – 04-19-2030',
    });
  });

  it('never charges twice when a run stopped after the charge went out', async () => {
    const client = spare[1]!;
    await setUp(client, 1, '5424000000000015');
    await movements(client, [{ kind: 'lead', cents: 4_200, on: '2030-05-10T10:00:00' }]);
    const [card] = await db()
      .execute(
        sql`select id, customer_profile_id as c, payment_profile_id as p from cards where client_id = ${client}`,
      )
      .then((r) => (r as unknown as { rows: { id: number; c: string; p: string }[] }).rows);
    // The interrupted run: claimed and priced, charged through the vault, gone before it recorded.
    const [claim] = await db()
      .insert(chargeDayCharges)
      .values({
        clientId: client,
        productType: 1,
        chargeDate: '2030-06-01',
        periodStart: '2030-05-01',
        periodEnd: '2030-05-31',
        amountCents: 4_200,
        status: 'charging',
        cardId: card!.id,
        attempts: 1,
      })
      .returning();
    await t.app.cardVault.charge({
      customerProfileId: card!.c,
      paymentProfileId: card!.p,
      amountCents: 4_200,
      reference: chargeDayReference(claim!.id),
      description: 'Charge day charge',
    });
    expect(await runAt('2030-06-01T06:00:00')).toMatchObject({ approved: 1 });
    expect(await cardCharges(client)).toMatchObject([{ amountCents: 4_200 }]);
    const vaultCharges = await db()
      .select()
      .from(sandboxVaultTransactions)
      .where(eq(sandboxVaultTransactions.reference, chargeDayReference(claim!.id)));
    expect(vaultCharges).toHaveLength(1);
  });

  it('a declined charge pauses the client; money into the product lifts the pause', async () => {
    const client = spare[2]!;
    const original = await statusOf(client);
    await setUp(client, 5, '4000000000000002');
    await movements(client, [{ kind: 'lead', cents: 9_900, on: '2030-07-20T10:00:00' }]);
    const balance = await webBalance(client);
    expect(await runAt('2030-08-05T06:00:00')).toMatchObject({ approved: 0, declined: 1 });
    expect(await webBalance(client)).toBe(balance);
    expect(await cardCharges(client)).toEqual([]);
    expect(await statusOf(client)).toBe('PAUSE_RECHARGE');
    expect(await claimsOf(client)).toMatchObject([
      {
        status: 'declined',
        amountCents: 9_900,
        messageCode: 'E00027',
        messageText: 'This transaction has been declined.',
      },
    ]);
    expect(
      await db().select().from(rechargePauses).where(eq(rechargePauses.clientId, client)),
    ).toMatchObject([{ productType: 1, coverCents: 0, previousStatus: original }]);

    const res = await t.post(`/api/billing/${client}/transactions`, cs, {
      ClientId: client,
      Service: 1,
      TypeCode: 'DEPOSIT',
      Amount: 0.01,
      Description: 'Check deposit',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await statusOf(client)).toBe(original);
  });

  it('charges nothing when nothing was spent, and skips a product without a card', async () => {
    const [spent, cardless] = [spare[3]!, spare[4]!];
    await setUp(spent, 15, '4111111111111111');
    await movements(spent, [
      { kind: 'lead', cents: 1_000, on: '2030-09-01T10:00:00' },
      { kind: 'credit', cents: 1_000, on: '2030-09-02T10:00:00' },
    ]);
    await setUp(cardless, 15);
    await movements(cardless, [{ kind: 'lead', cents: 2_500, on: '2030-09-01T10:00:00' }]);
    const statuses = [await statusOf(spent), await statusOf(cardless)];
    expect(await runAt('2030-09-15T06:00:00')).toMatchObject({ approved: 0, declined: 0 });
    expect(await cardCharges(spent)).toEqual([]);
    expect(await claimsOf(spent)).toMatchObject([
      { status: 'nothing_spent', amountCents: 0, messageText: 'Nothing spent in the period' },
    ]);
    expect((await claimsOf(cardless)).filter((c) => c.chargeDate === '2030-09-15')).toMatchObject([
      { status: 'skipped', messageText: 'No card to charge' },
    ]);
    expect([await statusOf(spent), await statusOf(cardless)]).toEqual(statuses);
  });

  /** The job's cron instants in [from, to], UTC. */
  const ticks = (from: string, to: string) => {
    const instants = cronParser.parseExpression(chargeDayJob.cron, {
      currentDate: new Date(at(from).getTime() - 1),
      endDate: at(to),
      utc: true,
    });
    const found: string[] = [];
    while (instants.hasNext()) found.push(instants.next().toISOString());
    return found;
  };
  const vaultChargesOf = async (clientId: number) => {
    const references = (await claimsOf(clientId)).map((c) => chargeDayReference(c.id));
    return db()
      .select()
      .from(sandboxVaultTransactions)
      .where(inArray(sandboxVaultTransactions.reference, references));
  };

  it('runs every hour: a run missed at 06:00 is made by a later one that day, once', async () => {
    const client = spare[5]!;
    await setUp(client, 5, '4111111111111111');
    await movements(client, [
      { kind: 'lead', cents: 6_000, on: '2031-01-10T10:00:00' },
      { kind: 'lead', cents: 1_500, on: '2031-02-04T23:00:00' },
    ]);
    // The 06:00 tick failed (database down); the job ticks again every hour of the day.
    expect(ticks('2031-02-05T06:00:00', '2031-02-05T10:00:00')).toEqual([
      '2031-02-05T06:00:00.000Z',
      '2031-02-05T07:00:00.000Z',
      '2031-02-05T08:00:00.000Z',
      '2031-02-05T09:00:00.000Z',
      '2031-02-05T10:00:00.000Z',
    ]);
    expect(await runAt('2031-02-05T09:00:00')).toMatchObject({ approved: 1, declined: 0 });
    expect(await cardCharges(client)).toMatchObject([
      {
        amountCents: 7_500,
        description: 'Charge day charge (Visa XXXX1111) 01-05-2031 – 02-04-2031',
      },
    ]);
    expect(await claimsOf(client)).toMatchObject([
      { status: 'approved', chargeDate: '2031-02-05', periodStart: '2031-01-05' },
    ]);

    // The later ticks of the day, and the next day's catching up, charge nothing more.
    expect(await runAt('2031-02-05T10:00:00')).toMatchObject({ approved: 0 });
    expect(await runAt('2031-02-05T23:00:00')).toMatchObject({ approved: 0 });
    expect(await runAt('2031-02-06T01:00:00')).toMatchObject({ approved: 0 });
    expect(await cardCharges(client)).toHaveLength(1);
    expect(await claimsOf(client)).toHaveLength(1);
    expect(await vaultChargesOf(client)).toHaveLength(1);
  });

  it("catches up the next day a charge day whose every run failed, with that day's period", async () => {
    const client = spare[6]!;
    await setUp(client, 15, '4111111111111111');
    await movements(client, [
      { kind: 'lead', cents: 4_000, on: '2031-03-01T10:00:00' },
      { kind: 'credit', cents: 500, on: '2031-03-10T10:00:00' },
      { kind: 'lead', cents: 700, on: '2031-03-15T10:00:00' }, // the next period's
    ]);
    // No run at all on 2031-03-15; the first one after it is at 01:00 the next day.
    expect(await runAt('2031-03-16T01:00:00')).toMatchObject({ approved: 1, declined: 0 });
    expect(await cardCharges(client)).toMatchObject([
      {
        amountCents: 3_500,
        description: 'Charge day charge (Visa XXXX1111) 02-15-2031 – 03-14-2031',
      },
    ]);
    expect(await claimsOf(client)).toMatchObject([
      {
        status: 'approved',
        chargeDate: '2031-03-15',
        periodStart: '2031-02-15',
        periodEnd: '2031-03-14',
        amountCents: 3_500,
      },
    ]);
    expect(await runAt('2031-03-16T06:00:00')).toMatchObject({ approved: 0 });
    expect(await runAt('2031-03-16T23:00:00')).toMatchObject({ approved: 0 });
    expect(await cardCharges(client)).toHaveLength(1);
    expect(await vaultChargesOf(client)).toHaveLength(1);

    // Two days late is out of the window; the next charge day takes the spend from then on.
    expect(await runAt('2031-03-17T06:00:00')).toMatchObject({ approved: 0 });
    expect(await runAt('2031-04-15T06:00:00')).toMatchObject({ approved: 1 });
    expect((await cardCharges(client)).map((c) => c.description).sort()).toEqual([
      'Charge day charge (Visa XXXX1111) 02-15-2031 – 03-14-2031',
      'Charge day charge (Visa XXXX1111) 03-15-2031 – 04-14-2031',
    ]);
  });

  it('claims nothing for today before 06:00 UTC', async () => {
    const client = spare[7]!;
    await setUp(client, 1, '4111111111111111');
    await movements(client, [{ kind: 'lead', cents: 2_000, on: '2031-05-10T10:00:00' }]);
    expect(await runAt('2031-06-01T00:00:00')).toMatchObject({ approved: 0 });
    expect(await runAt('2031-06-01T05:59:59')).toMatchObject({ approved: 0 });
    expect(await claimsOf(client)).toEqual([]);
    expect(await cardCharges(client)).toEqual([]);
    expect(await runAt('2031-06-01T06:00:00')).toMatchObject({ approved: 1 });
    expect(await claimsOf(client)).toMatchObject([
      { status: 'approved', chargeDate: '2031-06-01', amountCents: 2_000 },
    ]);
  });

  it('catches up only products whose terms were set before that day’s run time', async () => {
    const [switched, unchanged] = [spare[8]!, spare[9]!];
    await setUp(switched, 20, '4111111111111111');
    await setUp(unchanged, 20, '4111111111111111');
    for (const client of [switched, unchanged]) {
      await movements(client, [{ kind: 'lead', cents: 3_000, on: '2031-07-05T10:00:00' }]);
    }
    // No run on 2031-07-20. `switched` was put on the 20th this morning (after that day's run
    // time, so it may not have been on it then); `unchanged` just before that run time.
    const termsChangedAt = (clientId: number, iso: string) =>
      db()
        .update(productTerms)
        .set({ updatedAt: at(iso) })
        .where(eq(productTerms.clientId, clientId));
    await termsChangedAt(switched, '2031-07-21T00:30:00');
    await termsChangedAt(unchanged, '2031-07-20T05:59:59');

    expect(await runAt('2031-07-21T01:00:00')).toMatchObject({ approved: 1 });
    expect(await claimsOf(switched)).toEqual([]);
    expect(await cardCharges(switched)).toEqual([]);
    expect(await claimsOf(unchanged)).toMatchObject([
      { status: 'approved', chargeDate: '2031-07-20', amountCents: 3_000 },
    ]);

    // `switched` is claimed from its next charge date on, as any product put on a charge day.
    expect(await runAt('2031-08-20T06:00:00')).toMatchObject({ approved: 0 });
    expect(await claimsOf(switched)).toMatchObject([
      { status: 'nothing_spent', chargeDate: '2031-08-20' },
    ]);
  });
});
