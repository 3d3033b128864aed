import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Balance, LedgerResult, TransactionsResponse } from '@client-admin/contracts/billing';
import type { ProductData } from '@client-admin/contracts/billing-products';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import type { CardVault } from '../../../adapters/card-vault/card-vault';
import { ledgerTransactions } from '../../../db/schema/billing';
import { sandboxVaultTransactions } from '../../../db/schema/billing-cards';
import { cardRefunds } from '../../../db/schema/billing-money';
import { expectError } from '../../../test/expect-error';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import type { RequestHeaders } from '../../../test/test-requests';
import { addSandboxCard } from '../cards/cards-test-helpers';

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

describe('refunds to the card (decision 0040)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const webBalance = async (clientId: number) =>
    ((await t.get(`/api/billing/${clientId}/balance/1`, cs)).json() as Balance).balance;
  const vaultRefunds = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(sandboxVaultTransactions)
        .where(eq(sandboxVaultTransactions.kind, 'refund'))
    )[0]!.n;
  const refundRows = async (originalId: number) =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'REFUND'),
          eq(ledgerTransactions.relatedTransactionId, originalId),
        ),
      );

  /** A card of the number, and an automatic recharge of $100 charged to it: its ledger id. */
  async function rechargedClient(clientId: number, cardNumber: string): Promise<number> {
    expect((await addSandboxCard(t, cs, clientId, cardNumber)).statusCode).toBe(201);
    const terms = await t.put(
      `/api/Products/${clientId}`,
      cs,
      rechargeTerms((await webBalance(clientId)) + 1),
    );
    expect(terms.statusCode, terms.body).toBe(200);
    await t.app.jobs.run('card-recharge');
    const lines = (
      await t.get(`/api/billing/${clientId}/transactions?q=RECHARGE`, cs)
    ).json() as TransactionsResponse;
    const line = lines.items.find((l) => l.TypeCode === 'RECHARGE');
    expect(line).toBeDefined();
    return line!.Id;
  }

  const refund = (clientId: number, transactionId: number, amount: number, headers = cs) =>
    t.post('/api/billing/refund/1', headers, {
      ClientId: clientId,
      TransactionId: transactionId,
      Amount: amount,
      Description: 'Refund to the card',
    });

  it('refunds a recharge back to its card, then writes the REFUND; a retry by key refunds once', async () => {
    const rechargeId = await rechargedClient(7, '4111111111111111');
    const before = await webBalance(7);
    const vaultBefore = await vaultRefunds();
    const keyed = { ...cs, 'idempotency-key': 'card-refund-7-a' };
    const first = await refund(7, rechargeId, 30, keyed);
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as LedgerResult).items[0]).toMatchObject({
      TypeCode: 'REFUND',
      Amount: -30,
      CardCheckNumber: 'XXXX1111',
      RelatedTransactionId: rechargeId,
    });
    const retry = await refund(7, rechargeId, 30, keyed);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await vaultRefunds()).toBe(vaultBefore + 1);
    expect(await refundRows(rechargeId)).toHaveLength(1);
    expect(await webBalance(7)).toBeCloseTo(before - 30, 2);
    expectError(await refund(7, rechargeId, 70.01), 400, M.refundAboveCharge, 'Amount');
    expectError(await refund(7, rechargeId, 10, agent), 403);
    expectError(await refund(7, 999_999, 10), 404, M.transactionNotFound);
  });

  it('a request stopped after the vault refunded is finished by its retry without a second refund', async () => {
    const rechargeId = await rechargedClient(6, '5424000000000015');
    const before = await webBalance(6);
    const vault = t.app.cardVault as { -readonly [K in keyof CardVault]: CardVault[K] };
    const real = vault.refund;
    vault.refund = async (input) => {
      await real(input);
      throw new Error('connection reset after the refund');
    };
    const keyed = { ...cs, 'idempotency-key': 'card-refund-6-a' };
    const vaultBefore = await vaultRefunds();
    try {
      expect((await refund(6, rechargeId, 40, keyed)).statusCode).toBe(500);
    } finally {
      vault.refund = real;
    }
    expect(await webBalance(6)).toBe(before);
    const retry = await refund(6, rechargeId, 40, keyed);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await vaultRefunds()).toBe(vaultBefore + 1);
    expect(await refundRows(rechargeId)).toHaveLength(1);
    expect(await webBalance(6)).toBeCloseTo(before - 40, 2);
  });

  it("a declined refund answers 402 with the provider's text and changes no balance", async () => {
    const rechargeId = await rechargedClient(8, '4000000000000259');
    const before = await webBalance(8);
    const res = await refund(8, rechargeId, 25);
    expectError(res, 402, 'This transaction has been declined.');
    expect(await webBalance(8)).toBe(before);
    expect(await refundRows(rechargeId)).toHaveLength(0);
    const [claim] = await db()
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.originalTransactionId, rechargeId));
    expect(claim).toMatchObject({ status: 'declined', messageCode: 'E00027' });
  });

  it('concurrent refunds of one charge never pay the card back more than it was charged', async () => {
    const rechargeId = await rechargedClient(4, '4111111111111111');
    const vaultBefore = await vaultRefunds();
    const answers = await Promise.all([1, 2, 3, 4].map(() => refund(4, rechargeId, 40)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 400, 400]);
    expect(await vaultRefunds()).toBe(vaultBefore + 2);
    expect(await refundRows(rechargeId)).toHaveLength(2);
  });

  it('refunds a check deposit on the ledger only', async () => {
    const deposit = await t.post('/api/billing/5/transactions', cs, {
      ClientId: 5,
      Service: 1,
      TypeCode: 'DEPOSIT',
      Amount: 60,
      CardCheckNumber: '1042',
    });
    const depositId = (deposit.json() as LedgerResult).items[0]!.Id;
    const vaultBefore = await vaultRefunds();
    expect((await refund(5, depositId, 60)).statusCode).toBe(201);
    expect(await vaultRefunds()).toBe(vaultBefore);
  });
});
