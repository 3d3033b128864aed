import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  Balance,
  LedgerResult,
  Transaction,
  TransactionsResponse,
} from '@client-admin/contracts/billing';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { GROUP_TRANSFER_MESSAGES } from '@client-admin/domain/billing/group-transfer';
import { MOVEMENT_DATE_MESSAGES as MD } from '@client-admin/domain/billing/movement-date';
import { TRANSACTION_TYPES } from '@client-admin/domain/billing/movement-kinds';
import { SEARCH_COUNT_BOUND } from '@client-admin/domain/constants';
import { MESSAGES } from '@client-admin/domain/messages';
import {
  portalDayEnd,
  portalDayOf,
  portalDayStart,
  rangeBoundMessage,
} from '@client-admin/domain/range-bounds';
import { ledgerTransactions } from '../../db/schema/billing';
import { clients } from '../../db/schema/clients';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { historySpan } from '../../db/seed/demo-clock';
import { deposit, leadCharge } from './ledger.service';
import type { RequestHeaders } from '../../test/test-requests';
import { expectError } from '../../test/expect-error';
import { auditLedger, expectSound } from '../../test/ledger-audit';

const weekAgo = () => new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
/** The first day of the demo's history: its opening deposits and welcome promos. */
const historyStart = () => new Date(historySpan(Date.now()).start).toISOString().slice(0, 10);

describe('billing ledger API', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  let corporate: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    corporate = await t.as('corporate@example.com');
  });
  afterAll(() => t.close());

  const balanceOf = async (clientId: number, product: number, headers = cs) => {
    const res = await t.get(`/api/billing/${clientId}/balance/${product}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Balance).balance;
  };
  const transactionCount = async () =>
    (await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0]!
      .n;
  const createTx = (clientId: number, body: object, headers: RequestHeaders = cs) =>
    t.post(`/api/billing/${clientId}/transactions`, headers, {
      ClientId: clientId,
      Service: 1,
      TypeCode: 'DEPOSIT',
      Amount: 100,
      Description: 'Check deposit',
      ...body,
    });

  describe('reading', () => {
    it('shows a client user its own demo balances and transactions, newest first', async () => {
      const web = await balanceOf(1, 1, agent);
      expect(web).toBeGreaterThan(0);
      const res = await t.get(`/api/billing/1/transactions?from=${weekAgo()}`, agent);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as TransactionsResponse;
      expect(body.metaData).toMatchObject({ page: 1, pageSize: 10 });
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((i) => i.ClientId === 1)).toBe(true);
      const dates = body.items.map((i) => i.CreateDate);
      expect(dates).toEqual([...dates].sort().reverse());
      // The demo's history: every web movement since its opening deposit, page by page.
      let web1 = 0;
      for (let page = 1; ; page++) {
        const res = await t.get(
          `/api/billing/1/transactions?from=${historyStart()}&pageSize=100&page=${page}`,
          agent,
        );
        const { items, metaData } = res.json() as TransactionsResponse;
        web1 += items
          .filter((i) => i.Service === 1)
          .reduce((sum, i) => sum + Math.round(i.Amount * 100), 0);
        if (page >= metaData.totalPages) break;
      }
      expect(web1).toBe(Math.round(web * 100));
    });

    it('searches, pages and sorts', async () => {
      const promo = await t.get(`/api/billing/1/transactions?from=${historyStart()}&q=welcome`, cs);
      const items = (promo.json() as TransactionsResponse).items;
      expect(items.map((i) => [i.TypeCode, i.PromoCode, i.Amount])).toEqual([
        ['PROMO', 'WELCOME25', 25],
        ['PROMO', 'WELCOME25', 25],
      ]);
      const page2 = await t.get(
        `/api/billing/1/transactions?from=${weekAgo()}&pageSize=2&page=2&sortBy=amount`,
        cs,
      );
      const body = page2.json() as TransactionsResponse;
      expect(body.metaData.page).toBe(2);
      expect(body.items).toHaveLength(2);
      expect(body.items[0]!.Amount).toBeLessThanOrEqual(body.items[1]!.Amount);
      const future = await t.get('/api/billing/1/transactions?from=2999-01-01', cs);
      expect((future.json() as TransactionsResponse).metaData.totalRecords).toBe(0);
    });

    it('lists from the first of this month unless told otherwise', async () => {
      const now = new Date();
      // Noon UTC: the same day in New York, whose days a date names (issue 36).
      const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
      const old = await createTx(7, { Amount: 3.33, CreateDate: lastMonth.toISOString() });
      const recent = await createTx(7, { Amount: 4.44 });
      const idOf = (res: { json: () => unknown }) => (res.json() as LedgerResult).items[0]!.Id;
      const list = async (query: string) =>
        (
          (
            await t.get(`/api/billing/7/transactions?pageSize=100${query}`, cs)
          ).json() as TransactionsResponse
        ).items.map((i) => i.Id);
      const thisMonth = await list('');
      expect(thisMonth).toContain(idOf(recent));
      expect(thisMonth).not.toContain(idOf(old));
      const from = lastMonth.toISOString().slice(0, 10);
      expect(await list(`&from=${from}&to=${from}`)).toEqual([idOf(old)]);
    });

    it('takes date-times as instants and dates as New York days (issue 36)', async () => {
      const now = new Date();
      // 23:30 in New York on the 20th of last month (never a daylight saving switch): the 21st
      // in UTC.
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 20))
        .toISOString()
        .slice(0, 10);
      const at = new Date(portalDayEnd(day).getTime() - 30 * 60_000);
      const made = await createTx(7, { Amount: 5.55, CreateDate: at.toISOString() });
      expect(made.statusCode, made.body).toBe(201);
      const id = (made.json() as LedgerResult).items[0]!.Id;
      const list = async (query: string) => {
        const res = await t.get(`/api/billing/7/transactions?pageSize=100&${query}`, cs);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as TransactionsResponse).items.map((i) => i.Id);
      };
      expect(await list(`from=${day}&to=${day}`)).toContain(id);
      const nextDay = portalDayOf(portalDayEnd(day));
      expect(await list(`from=${nextDay}&to=${nextDay}`)).not.toContain(id);
      const utc = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
      expect(
        await list(`from=${utc(at.getTime() - 1_000)}&to=${utc(at.getTime() + 1_000)}`),
      ).toEqual([id]);
      // The same instant in New York's offset (-05:00 or -04:00); the end is not included.
      const local = (ms: number, hours: number) =>
        encodeURIComponent(
          `${new Date(ms - hours * 3_600_000).toISOString().slice(0, 23)}-0${hours}:00`,
        );
      const hours = portalDayStart(day).getUTCHours();
      expect(
        await list(`from=${local(at.getTime(), hours)}&to=${local(at.getTime() + 1, hours)}`),
      ).toEqual([id]);
      expect(await list(`from=${utc(at.getTime() - 1_000)}&to=${utc(at.getTime())}`)).toEqual([]);
      for (const bad of ['later', '2026-11-01%00', '99999-01-01']) {
        expectError(
          await t.get(`/api/billing/7/transactions?from=${bad}`, cs),
          400,
          rangeBoundMessage('from'),
          'from',
        );
      }
    });

    it('counts up to the search bound and says when there are more', async () => {
      await t.app.database.db.transaction(async (tx) => {
        for (let i = 0; i < SEARCH_COUNT_BOUND + 1; i++) {
          await deposit(
            tx,
            { clientId: 21, productType: 1, amountCents: 100 },
            { createdBy: 'test' },
          );
        }
      });
      const all = (await t.get('/api/billing/21/transactions', cs)).json() as TransactionsResponse;
      expect(all.metaData).toMatchObject({
        totalRecords: SEARCH_COUNT_BOUND,
        totalIsLowerBound: true,
      });
      const some = (
        await t.get('/api/billing/21/transactions?q=welcome', cs)
      ).json() as TransactionsResponse;
      expect(some.metaData.totalIsLowerBound).toBeUndefined();
    });

    it('lists the transaction types', async () => {
      const res = await t.get('/api/billing/transactions/types', agent);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(TRANSACTION_TYPES);
    });

    it("refuses another client's billing (403), an unknown client (404), an unknown product (400)", async () => {
      expectError(await t.get('/api/billing/2/balance/1', agent), 403);
      expectError(await t.get('/api/billing/3/transactions', agent), 403);
      expectError(await t.get('/api/billing/999999/balance/1', cs), 404, MESSAGES.invalidClientId);
      expectError(
        await t.get('/api/billing/1/balance/3', cs),
        400,
        M.unknownProduct,
        'productType',
      );
      expectError(await t.get('/api/billing/1/transactions?sortBy=name', cs), 400);
      expect(await balanceOf(240, 2)).toBe(0);
    });
  });

  describe('creating transactions (staff)', () => {
    it('a deposit raises the balance and answers the line and the balance', async () => {
      const before = await balanceOf(1, 2);
      const res = await createTx(1, { Service: 2, Amount: 150.25, CardCheckNumber: '4411' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as LedgerResult;
      expect(body.message).toBe(M.transactionCreated);
      expect(body.items).toEqual([
        expect.objectContaining({
          Amount: 150.25,
          ClientId: 1,
          Service: 2,
          TypeCode: 'DEPOSIT',
          CardCheckNumber: '4411',
          Description: 'Check deposit',
        }),
      ]);
      expect(body.balances).toEqual([
        { clientId: 1, productType: 2, balance: before + 150.25, limit: 0 },
      ]);
      expect(await balanceOf(1, 2)).toBe(before + 150.25);
    });

    it('a charge lowers it; one below the limit fails whole', async () => {
      const before = await balanceOf(2, 1);
      const count = await transactionCount();
      expectError(
        await createTx(2, { TypeCode: 'CHARGE', Amount: before + 0.01 }),
        400,
        M.belowLimit('Web'),
        'Amount',
      );
      expect(await transactionCount()).toBe(count);
      expect(await balanceOf(2, 1)).toBe(before);
      const res = await createTx(2, { TypeCode: 'CHARGE', Amount: before });
      expect(res.statusCode, res.body).toBe(201);
      expect(await balanceOf(2, 1)).toBe(0);
    });

    it('refuses bad amounts, products, types and clients with a 400 naming the field', async () => {
      const count = await transactionCount();
      expectError(await createTx(1, { Amount: 1.005 }), 400, M.amountDecimals, 'Amount');
      expectError(await createTx(1, { Amount: 0 }), 400, M.amountPositive, 'Amount');
      expectError(await createTx(1, { Amount: -5 }), 400, M.amountPositive, 'Amount');
      expectError(await createTx(1, { Amount: 100_000.01 }), 400, M.amountTooLarge, 'Amount');
      expectError(await createTx(1, { Amount: '10' }), 400, M.amountNotANumber, 'Amount');
      expectError(await createTx(1, { Service: 3 }), 400, M.unknownProduct, 'Service');
      expectError(
        await createTx(1, { TypeCode: 'BONUS' }),
        400,
        M.unknownTransactionType,
        'TypeCode',
      );
      expectError(await createTx(1, { TypeCode: 'REFUND' }), 400, M.notManualType, 'TypeCode');
      expectError(await createTx(1, { ClientId: 2 }), 400, M.clientMismatch, 'ClientId');
      expectError(await createTx(999_999, {}), 404, MESSAGES.invalidClientId);
      expect(await transactionCount()).toBe(count);
    });

    it('is staff only', async () => {
      expectError(await createTx(1, {}, agent), 403);
      expectError(await createTx(3, {}, corporate), 403);
    });

    it('keeps the ledger append-only', async () => {
      await expect(
        t.app.database.db.execute(sql`update ledger_entries set amount_cents = 1`),
      ).rejects.toThrow();
      await expect(
        t.app.database.db.execute(sql`delete from ledger_transactions`),
      ).rejects.toThrow();
    });
  });

  describe('transfers between products (staff)', () => {
    const transfer = (body: object, headers = cs) =>
      t.post('/api/billing/4/transfers', headers, {
        ClientId: 4,
        Amount: 10,
        Source: 1,
        Target: 2,
        Description: 'Move to calls',
        ...body,
      });

    it('moves money from one product to the other', async () => {
      const [web, call] = [await balanceOf(4, 1), await balanceOf(4, 2)];
      const res = await transfer({});
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as LedgerResult).items.map((i) => [i.Service, i.Amount])).toEqual([
        [1, -10],
        [2, 10],
      ]);
      expect(await balanceOf(4, 1)).toBe(web - 10);
      expect(await balanceOf(4, 2)).toBe(call + 10);
    });

    it('refuses a transfer to itself, above the balance, or by a client user', async () => {
      expectError(await transfer({ Target: 1 }), 400, M.transferToItself, 'Target');
      expectError(await transfer({ Amount: 99_999 }), 400, M.belowLimit('Web'), 'Amount');
      expectError(await transfer({}, agent), 403);
    });
  });

  describe('refunds (staff)', () => {
    let depositId: number;
    let leadChargeId: number;
    beforeAll(async () => {
      const res = await createTx(5, { Amount: 80 });
      depositId = (res.json() as LedgerResult).items[0]!.Id;
      const charged = await t.app.database.db.transaction((tx) =>
        leadCharge(
          tx,
          { clientId: 5, productType: 1, amountCents: 1200 },
          { createdBy: 'system', description: 'Lead 1' },
        ),
      );
      leadChargeId = charged.transaction.id;
    });
    const refund = (body: object, product = 1, headers = cs) =>
      t.post(`/api/billing/refund/${product}`, headers, {
        ClientId: 5,
        TransactionId: depositId,
        Amount: 30,
        Description: 'Refund to client',
        ...body,
      });

    it('refunds part of a deposit, then no more than what is left', async () => {
      const before = await balanceOf(5, 1);
      const res = await refund({});
      expect(res.statusCode, res.body).toBe(201);
      const line = (res.json() as LedgerResult).items[0] as Transaction;
      expect(line).toMatchObject({
        TypeCode: 'REFUND',
        Amount: -30,
        RelatedTransactionId: depositId,
      });
      expect(await balanceOf(5, 1)).toBe(before - 30);
      expectError(await refund({ Amount: 50.01 }), 400, M.refundAboveCharge, 'Amount');
      expect((await refund({ Amount: 50 })).statusCode).toBe(201);
      expectError(await refund({ Amount: 0.01 }), 400, M.refundAboveCharge, 'Amount');
    });

    it("refuses another client's transaction, a lead charge, another product, a client user", async () => {
      expectError(await refund({ ClientId: 6 }), 404, M.transactionNotFound);
      expectError(await refund({ TransactionId: 999_999 }), 404, M.transactionNotFound);
      expectError(
        await refund({ TransactionId: leadChargeId, Amount: 1 }),
        400,
        M.notRefundable,
        'TransactionId',
      );
      expectError(await refund({}, 2), 400, M.refundOtherProduct, 'serviceTypeId');
      expectError(await refund({}, 3), 400, M.unknownProduct, 'serviceTypeId');
      expectError(await refund({}, 1, agent), 403);
    });
  });

  describe('Idempotency-Key', () => {
    const keyed = (key: string, body: object = {}) =>
      createTx(6, body, { ...cs, 'idempotency-key': key });

    it('replays the first answer on a retry and moves the money once', async () => {
      const before = await balanceOf(6, 1);
      const count = await transactionCount();
      const first = await keyed('deposit-6-a', { Amount: 40 });
      expect(first.statusCode, first.body).toBe(201);
      const retry = await keyed('deposit-6-a', { Amount: 40 });
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await transactionCount()).toBe(count + 1);
      expect(await balanceOf(6, 1)).toBe(before + 40);
    });

    it('refuses the same key with other parameters (422) and a malformed key (400)', async () => {
      await keyed('deposit-6-b', { Amount: 40 });
      expectError(
        await keyed('deposit-6-b', { Amount: 41 }),
        422,
        M.idempotencyKeyReused,
        'Idempotency-Key',
      );
      expectError(await keyed('bad key', {}), 400, M.idempotencyKeyInvalid, 'Idempotency-Key');
      expectError(
        await keyed('k'.repeat(256), {}),
        400,
        M.idempotencyKeyInvalid,
        'Idempotency-Key',
      );
    });

    it('keeps keys apart per caller, and stores nothing for a failed request', async () => {
      const other = await t.as('csadmin@example.com');
      const a = await createTx(6, { Amount: 1 }, { ...cs, 'idempotency-key': 'shared-key' });
      const b = await createTx(6, { Amount: 2 }, { ...other, 'idempotency-key': 'shared-key' });
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const failed = await keyed('fails-first', { TypeCode: 'CHARGE', Amount: 99_999 });
      expect(failed.statusCode).toBe(400);
      const fixed = await keyed('fails-first', { TypeCode: 'CHARGE', Amount: 99_999 });
      expect(fixed.statusCode).toBe(400);
      expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    });
  });

  describe('group balance transfers', () => {
    let id: number;
    // The agent's client 1 is STATEFARM's; the corporate client 3 joins its group for these tests.
    beforeAll(() =>
      t.app.database.db
        .update(clients)
        .set({ parentCompany: 'STATEFARM' })
        .where(eq(clients.id, 3)),
    );
    it('moves money from one client to another of the same product (staff)', async () => {
      const [from, to] = [await balanceOf(1, 1), await balanceOf(3, 1)];
      const res = await t.post('/api/billing/1/groupbalancetransfer', cs, {
        Amount: 20,
        TargetClientId: 3,
        Service: 1,
        Description: 'Group share',
      });
      expect(res.statusCode, res.body).toBe(201);
      id = (res.json() as LedgerResult).items[0]!.Id;
      expect(await balanceOf(1, 1)).toBe(from - 20);
      expect(await balanceOf(3, 1)).toBe(to + 20);
    });

    it('lists and shows it to both clients, and to nobody else', async () => {
      const mine = await t.get('/api/billing/1/groupbalancetransfer', agent);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toEqual([
        expect.objectContaining({ Id: id, Amount: 20, SourceClientId: 1, TargetClientId: 3 }),
      ]);
      const theirs = await t.get('/api/billing/3/groupbalancetransfer', corporate);
      expect((theirs.json() as unknown[]).length).toBe(1);
      const one = await t.get(`/api/billing/GroupBalanceTransfer/${id}`, corporate);
      expect(one.statusCode).toBe(200);
      const stranger = await t.as('inactive.agent@example.com');
      expectError(await t.get(`/api/billing/GroupBalanceTransfer/${id}`, stranger), 404);
      expectError(await t.get('/api/billing/1/groupbalancetransfer', stranger), 403);
      expectError(await t.get('/api/billing/GroupBalanceTransfer/999999', cs), 404);
    });

    it('refuses itself, an unknown target and client users', async () => {
      const body = { Amount: 1, TargetClientId: 1, Service: 1 };
      expectError(
        await t.post('/api/billing/1/groupbalancetransfer', cs, body),
        400,
        M.transferToItself,
        'TargetClientId',
      );
      expectError(
        await t.post('/api/billing/1/groupbalancetransfer', cs, {
          ...body,
          TargetClientId: 999_999,
        }),
        404,
      );
      expectError(
        await t.post('/api/billing/1/groupbalancetransfer', agent, { ...body, TargetClientId: 3 }),
        403,
      );
    });

    it('refuses a client of another parent company, moving nothing', async () => {
      const [from, to] = [await balanceOf(1, 1), await balanceOf(2, 1)];
      const count = await transactionCount();
      // Client 2 is STATEAUTO's, client 1 STATEFARM's.
      expectError(
        await t.post('/api/billing/1/groupbalancetransfer', cs, {
          Amount: 5,
          TargetClientId: 2,
          Service: 1,
        }),
        400,
        GROUP_TRANSFER_MESSAGES.otherGroup,
        'TargetClientId',
      );
      expect([await balanceOf(1, 1), await balanceOf(2, 1)]).toEqual([from, to]);
      expect(await transactionCount()).toBe(count);
    });
  });

  describe('the date of a movement staff enter', () => {
    const farPast = '1900-01-01T00:00:00Z';
    const farFuture = '9999-12-31T00:00:00Z';
    const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

    it('is refused before the client was created or after today, with a 400 naming CreateDate', async () => {
      const count = await transactionCount();
      const before = await balanceOf(1, 1);
      for (const CreateDate of [farPast, '2023-12-31T12:00:00Z']) {
        expectError(await createTx(1, { CreateDate }), 400, MD.beforeClient, 'CreateDate');
      }
      for (const CreateDate of [farFuture, tomorrow()]) {
        expectError(await createTx(1, { CreateDate }), 400, MD.afterToday, 'CreateDate');
      }
      expectError(
        await t.post('/api/billing/1/transfers', cs, {
          ClientId: 1,
          Source: 1,
          Target: 2,
          Amount: 1,
          CreateDate: farFuture,
        }),
        400,
        MD.afterToday,
        'CreateDate',
      );
      expectError(
        await t.post('/api/billing/1/groupbalancetransfer', cs, {
          Amount: 1,
          TargetClientId: 3,
          Service: 1,
          CreateDate: farPast,
        }),
        400,
        MD.beforeClient,
        'CreateDate',
      );
      expect(await transactionCount()).toBe(count);
      expect(await balanceOf(1, 1)).toBe(before);
    });

    it('is accepted from the day the client was created to now', async () => {
      // Client 1 was created on 2024-01-02 (UTC midnight: the evening of the 1st in New York).
      const first = await createTx(1, { Amount: 1, CreateDate: '2024-01-01T12:00:00Z' });
      expect(first.statusCode, first.body).toBe(201);
      const now = await createTx(1, { Amount: 1, CreateDate: new Date().toISOString() });
      expect(now.statusCode, now.body).toBe(201);
    });
  });

  it('leaves a sound ledger behind every call above', async () => {
    const audit = await auditLedger(t.app.database.db);
    expect(audit.transactions).toBeGreaterThan(0);
    expectSound(audit);
    const created = await t.app.database.db
      .select({ by: ledgerTransactions.createdBy })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'REFUND'));
    expect(created.every((r) => r.by !== 'system')).toBe(true);
  });
});
