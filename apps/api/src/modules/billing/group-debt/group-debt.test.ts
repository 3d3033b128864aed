import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Balance, LedgerResult } from '@client-admin/contracts/billing';
import type {
  BillingTypeItem,
  PromoItem,
  ReplacementCandidate,
} from '@client-admin/contracts/billing-money';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { GROUP_DEBT_MESSAGES as G } from '@client-admin/domain/billing/group-debt';
import { BILLING_TYPE_LIST } from '@client-admin/domain/billing/product-terms';
import { PROMO_MESSAGES as P } from '@client-admin/domain/billing/promos';
import { clients } from '../../../db/schema/clients';
import { expectError } from '../../../test/expect-error';
import { groupBalanceTransfer } from '../ledger.service';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';

describe('billing types, promos and group debt replacement (decision 0040)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const webBalance = async (clientId: number) =>
    ((await t.get(`/api/billing/${clientId}/balance/1`, cs)).json() as Balance).balance;
  const createTx = (clientId: number, body: object, headers: RequestHeaders = cs) =>
    t.post(`/api/billing/${clientId}/transactions`, headers, {
      ClientId: clientId,
      Service: 1,
      TypeCode: 'DEPOSIT',
      Amount: 100,
      ...body,
    });
  const idOf = async (res: Awaited<ReturnType<typeof createTx>>) => {
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as LedgerResult).items[0]!.Id;
  };

  describe('billing types and promos', () => {
    it('lists the billing types of the one domain list to any login', async () => {
      const res = await t.get('/api/billing/billingTypes', agent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json() as BillingTypeItem[]).toEqual(BILLING_TYPE_LIST);
    });

    it('lists the promos to any login, in dollars, the custom one without an amount', async () => {
      const res = await t.get('/api/clients/promos', agent);
      expect(res.statusCode, res.body).toBe(200);
      const promos = res.json() as PromoItem[];
      expect(promos[0]).toEqual({ code: 'WELCOME25', name: 'Welcome promo $25', amount: 25 });
      expect(promos.find((p) => p.code === 'PROMO2150')?.amount).toBe(2150);
      expect(promos.at(-1)).toEqual({ code: 'CUSTOM', name: 'Custom promo', amount: null });
      expectError(await t.get('/api/clients/promos'), 401);
    });

    it('applies a known promo for its amount; refuses an unknown or missing code', async () => {
      const promo = (body: object) => createTx(4, { TypeCode: 'PROMO', ...body });
      expect((await promo({ PromoCode: 'PROMO50', Amount: 50 })).statusCode).toBe(201);
      expect((await promo({ PromoCode: 'CUSTOM', Amount: 12.34 })).statusCode).toBe(201);
      expectError(await promo({ PromoCode: 'NOPE', Amount: 5 }), 400, P.unknownCode, 'PromoCode');
      expectError(await promo({ Amount: 5 }), 400, P.codeRequired, 'PromoCode');
      expectError(
        await promo({ PromoCode: 'PROMO25', Amount: 30 }),
        400,
        P.fixedAmount('PROMO25', 2_500),
        'Amount',
      );
    });
  });

  describe('group debt replacement', () => {
    // Clients 2 and 3 share a parent company (a group); client 4 is of another one.
    let debtId: number;
    let bigDepositId: number;
    let smallDepositId: number;
    beforeAll(async () => {
      const db = t.app.database.db;
      const [two] = await db
        .select({ parent: clients.parentCompany })
        .from(clients)
        .where(eq(clients.id, 2));
      const [four] = await db
        .select({ parent: clients.parentCompany })
        .from(clients)
        .where(eq(clients.id, 4));
      await db.update(clients).set({ parentCompany: two!.parent }).where(eq(clients.id, 3));
      if (four!.parent === two!.parent) {
        await db.update(clients).set({ parentCompany: null }).where(eq(clients.id, 4));
      }
      const transfer = await t.post('/api/billing/2/groupbalancetransfer', cs, {
        Amount: 50,
        TargetClientId: 3,
        Service: 1,
        Description: 'The group covers a debt',
      });
      debtId = await idOf(transfer);
      bigDepositId = await idOf(await createTx(3, { Amount: 100 }));
      smallDepositId = await idOf(await createTx(3, { Amount: 40 }));
    });

    const candidates = (amount: string, headers = cs, id = debtId, clientId = 3) =>
      t.get(
        `/api/billing/${clientId}/transactions/getGroupDebtReplacementTransactions/${id}?amount=${amount}`,
        headers,
      );
    const replace = (
      amount: string,
      body: object = {},
      headers: RequestHeaders = cs,
      id = debtId,
    ) =>
      t.post(`/api/billing/3/transactions/replaceTransaction/${id}?amount=${amount}`, headers, {
        ReplacementTransactionId: bigDepositId,
        ...body,
      });

    it("lists the client's money with enough left for the amount", async () => {
      const res = await candidates('45');
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as ReplacementCandidate[];
      const ids = list.map((c) => c.Id);
      expect(ids).toContain(bigDepositId);
      expect(ids).not.toContain(smallDepositId);
      expect(list.find((c) => c.Id === bigDepositId)).toMatchObject({
        TypeCode: 'DEPOSIT',
        Amount: 100,
        Available: 100,
      });
      expect(list.every((c) => c.Available >= 45)).toBe(true);
    });

    it('refuses a bad amount, a non-group debt, an unknown id and another client', async () => {
      expectError(await candidates('50.01'), 400, G.replacementAboveDebt, 'amount');
      expectError(await candidates('abc'), 400, undefined);
      expect((await candidates('abc')).json().errors).toHaveProperty('amount');
      expectError(await candidates('10', cs, 999_999), 404, M.transactionNotFound);
      expectError(await candidates('10', cs, bigDepositId), 404, M.transactionNotFound);
      // Made before transfers were kept within a group (decision 0045): the API refuses it now.
      const outside = (
        await t.app.database.db.transaction((tx) =>
          groupBalanceTransfer(
            tx,
            { sourceClientId: 4, targetClientId: 3, productType: 1, amountCents: 500 },
            { createdBy: 'test', description: '' },
          ),
        )
      ).transaction.id;
      expectError(await candidates('5', cs, outside), 400, G.notGroupDebt, 'transactionId');
      expectError(await candidates('10', agent), 403);
    });

    it('pays the group back from the deposit, once per key, never beyond the debt', async () => {
      const [three, two] = [await webBalance(3), await webBalance(2)];
      const keyed = { ...cs, 'idempotency-key': 'replace-3-a' };
      const first = await replace('45', {}, keyed);
      expect(first.statusCode, first.body).toBe(201);
      const answer = first.json() as LedgerResult;
      expect(answer.message).toBe(M.transactionCreated);
      expect(answer.items.map((i) => [i.ClientId, i.TypeCode, i.Amount])).toEqual([
        [3, 'GROUP_DEBT_REPLACEMENT', -45],
        [2, 'GROUP_DEBT_REPLACEMENT', 45],
      ]);
      expect(answer.items[0]!.RelatedTransactionId).toBe(debtId);
      const retry = await replace('45', {}, keyed);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await webBalance(3)).toBeCloseTo(three - 45, 2);
      expect(await webBalance(2)).toBeCloseTo(two + 45, 2);

      expectError(await replace('10'), 400, G.replacementAboveDebt, 'amount');
      expectError(
        await replace('5', { ReplacementTransactionId: smallDepositId + 1_000_000 }),
        404,
        M.transactionNotFound,
      );
      expectError(await replace('5', {}, agent), 403);
      const left = (await candidates('5')).json() as ReplacementCandidate[];
      expect(left.find((c) => c.Id === bigDepositId)?.Available).toBe(55);
      expect((await replace('5', { ReplacementTransactionId: smallDepositId })).statusCode).toBe(
        201,
      );
      expectError(await candidates('0.01'), 400, G.replacementAboveDebt, 'amount');
    });

    it('refuses a source without enough left, or that is not money in', async () => {
      const debt = await idOf(
        await t.post('/api/billing/2/groupbalancetransfer', cs, {
          Amount: 80,
          TargetClientId: 3,
          Service: 1,
        }),
      );
      expectError(
        await replace('60', { ReplacementTransactionId: smallDepositId }, cs, debt),
        400,
        G.sourceTooSmall,
        'ReplacementTransactionId',
      );
      const charge = await idOf(await createTx(3, { TypeCode: 'CHARGE', Amount: 1 }));
      expectError(
        await replace('1', { ReplacementTransactionId: charge }, cs, debt),
        400,
        G.sourceNotEligible,
        'ReplacementTransactionId',
      );
    });
  });
});
