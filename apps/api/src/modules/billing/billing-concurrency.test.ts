import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Balance, LedgerResult } from '@client-admin/contracts/billing';
import { ledgerTransactions } from '../../db/schema/billing';
import { auditLedger, expectSound } from '../../test/ledger-audit';
import { findClientForUpdate } from '../clients/clients.repository';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { RequestHeaders } from '../../test/test-requests';

/**
 * Money moves exactly once under concurrency, on a PostgreSQL server (PGlite has one
 * connection, so nothing there runs at the same time): run with DATABASE_URL set.
 */
describe.skipIf(!process.env.DATABASE_URL)('billing under concurrent requests (PostgreSQL)', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  beforeAll(async () => {
    t = await buildTestApp();
    cs = await t.as('cs@example.com');
  });
  afterAll(() => t.close());

  const balanceOf = async (clientId: number, product: number) =>
    ((await t.get(`/api/billing/${clientId}/balance/${product}`, cs)).json() as Balance).balance;
  const countOf = async (clientId: number, kind: 'DEPOSIT' | 'REFUND') =>
    (
      await t.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.clientId, clientId), eq(ledgerTransactions.kind, kind)))
    )[0]!.n;

  it('50 concurrent deposits, half of them retries of the same Idempotency-Key, move money 25 times', async () => {
    const before = await balanceOf(4, 1);
    const deposits = await countOf(4, 'DEPOSIT');
    const send = (n: number) =>
      t.post(
        '/api/billing/4/transactions',
        { ...cs, 'idempotency-key': `concurrent-${n}` },
        { ClientId: 4, Service: 1, TypeCode: 'DEPOSIT', Amount: 1.25, Description: `deposit ${n}` },
      );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(Math.floor(i / 2))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    for (let n = 0; n < 25; n++) {
      expect(answers[2 * n]!.json()).toEqual(answers[2 * n + 1]!.json());
    }
    const ids = new Set(answers.map((a) => (a.json() as LedgerResult).items[0]!.Id));
    expect(ids.size).toBe(25);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(25);
    expect(await countOf(4, 'DEPOSIT')).toBe(deposits + 25);
    expect(await balanceOf(4, 1)).toBeCloseTo(before + 25 * 1.25, 2);
  });

  it('concurrent refunds of one deposit never exceed it', async () => {
    const made = await t.post('/api/billing/5/transactions', cs, {
      ClientId: 5,
      Service: 2,
      TypeCode: 'DEPOSIT',
      Amount: 100,
    });
    const id = (made.json() as LedgerResult).items[0]!.Id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post('/api/billing/refund/2', cs, { ClientId: 5, TransactionId: id, Amount: 30 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(7).fill(400)]);
  });

  it('opposite group transfers at once neither deadlock nor lose money', async () => {
    // Clients 1 and 5 are both STATEFARM's: one group.
    const total = (await balanceOf(1, 2)) + (await balanceOf(5, 2));
    const move = (from: number, to: number) =>
      t.post(`/api/billing/${from}/groupbalancetransfer`, cs, {
        Amount: 0.5,
        TargetClientId: to,
        Service: 2,
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? move(1, 5) : move(5, 1))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect((await balanceOf(1, 2)) + (await balanceOf(5, 2))).toBeCloseTo(total, 2);
    expectSound(await auditLedger(t.app.database.db));
  });

  it("posts a client's money while another request holds the client row for its changes", async () => {
    // A reactivation holds its client row while it records; a deposit's ledger row points at the
    // client, whose foreign-key check must not wait for that lock (it deadlocked with the balances).
    const deposit = () =>
      t.post('/api/billing/4/transactions', cs, {
        ClientId: 4,
        Service: 1,
        TypeCode: 'DEPOSIT',
        Amount: 1,
      });
    const answer = await t.app.database.db.transaction(async (tx) => {
      expect(await findClientForUpdate(tx, 4)).not.toBeNull();
      return Promise.race([deposit(), sleep(5000).then(() => null)]);
    });
    expect(answer?.statusCode, answer?.body).toBe(201);
  });
});
