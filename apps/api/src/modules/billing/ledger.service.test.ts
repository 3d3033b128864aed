import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import type { Database, Tx } from '../../db/database';
import { balances } from '../../db/schema/billing';
import { HttpError } from '../../errors';
import { auditLedger, expectSound } from '../../test/ledger-audit';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  cardCharge,
  credit,
  deposit,
  groupBalanceTransfer,
  leadCharge,
  leadCharges,
  lockClientBalances,
  refund,
  subsidy,
  transfer,
  type Posted,
} from './ledger.service';

const system = { createdBy: 'system' };

describe('ledger functions', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.database.db;
  });
  afterAll(() => t.close());

  const balanceCents = async (clientId: number, productType: number) => {
    const [row] = await db
      .select()
      .from(balances)
      .where(and(eq(balances.clientId, clientId), eq(balances.productType, productType)));
    return row?.balanceCents ?? 0;
  };
  const run = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work);
  const shape = (posted: Posted) => posted.entries.map((e) => [e.account, e.amountCents]);

  it('leadCharge takes a lead price into revenue; credit gives it back', async () => {
    const before = await balanceCents(7, 1);
    const charged = await run((tx) =>
      leadCharge(tx, { clientId: 7, productType: 1, amountCents: 1125 }, system),
    );
    expect(shape(charged)).toEqual([
      ['client', -1125],
      ['revenue', 1125],
    ]);
    expect(charged.transaction).toMatchObject({ kind: 'LEAD_CHARGE', createdBy: 'system' });
    expect(await balanceCents(7, 1)).toBe(before - 1125);
    const credited = await run((tx) =>
      credit(tx, { clientId: 7, productType: 1, amountCents: 1125 }, system),
    );
    expect(shape(credited)).toEqual([
      ['client', 1125],
      ['revenue', -1125],
    ]);
    expect(await balanceCents(7, 1)).toBe(before);
  });

  it('cardCharge and subsidy bring money in; a card charge is refundable', async () => {
    const card = await run((tx) =>
      cardCharge(tx, { clientId: 8, productType: 2, amountCents: 10_000 }, system),
    );
    expect(shape(card)).toEqual([
      ['client', 10_000],
      ['cash-in', -10_000],
    ]);
    const sub = await run((tx) =>
      subsidy(tx, { clientId: 8, productType: 2, amountCents: 700 }, system),
    );
    expect(shape(sub)).toEqual([
      ['client', 700],
      ['subsidy-expense', -700],
    ]);
    const back = await run((tx) =>
      refund(
        tx,
        {
          clientId: 8,
          productType: 2,
          amountCents: 10_000,
          refundedTransactionId: card.transaction.id,
        },
        system,
      ),
    );
    expect(shape(back)).toEqual([
      ['client', -10_000],
      ['refunds', 10_000],
    ]);
  });

  it('a lead charge beyond the balance fails whole; an allowed overdraft lets it through', async () => {
    const before = await balanceCents(7, 2);
    const tooMuch = run((tx) =>
      leadCharge(tx, { clientId: 7, productType: 2, amountCents: before + 1 }, system),
    );
    await expect(tooMuch).rejects.toMatchObject({ statusCode: 400, message: M.belowLimit('Call') });
    expect(await balanceCents(7, 2)).toBe(before);
    await db
      .update(balances)
      .set({ limitCents: -5000 })
      .where(and(eq(balances.clientId, 7), eq(balances.productType, 2)));
    await run((tx) =>
      leadCharge(tx, { clientId: 7, productType: 2, amountCents: before + 5000 }, system),
    );
    expect(await balanceCents(7, 2)).toBe(-5000);
  });

  it("leadCharges posts a lead's buyers together: each its own transaction, all or none", async () => {
    await run((tx) => deposit(tx, { clientId: 8, productType: 1, amountCents: 5000 }, system));
    const before = [await balanceCents(7, 1), await balanceCents(8, 1)];
    const posted = await run((tx) =>
      leadCharges(
        tx,
        [
          { clientId: 8, productType: 1, amountCents: 1500, description: 'Lead 41' },
          { clientId: 7, productType: 1, amountCents: 1125, description: 'Lead 42' },
        ],
        system,
      ),
    );
    expect(
      posted.map((p) => [
        p.transaction.clientId,
        p.transaction.amountCents,
        p.transaction.description,
      ]),
    ).toEqual([
      [8, 1500, 'Lead 41'],
      [7, 1125, 'Lead 42'],
    ]);
    expect(posted.map(shape)).toEqual([
      [
        ['client', -1500],
        ['revenue', 1500],
      ],
      [
        ['client', -1125],
        ['revenue', 1125],
      ],
    ]);
    expect([await balanceCents(7, 1), await balanceCents(8, 1)]).toEqual([
      before[0]! - 1125,
      before[1]! - 1500,
    ]);
    const short = run((tx) =>
      leadCharges(
        tx,
        [
          { clientId: 7, productType: 1, amountCents: 100, description: 'Lead 43' },
          { clientId: 8, productType: 1, amountCents: before[1]!, description: 'Lead 44' },
        ],
        system,
      ),
    );
    await expect(short).rejects.toMatchObject({ statusCode: 400, message: M.belowLimit('Web') });
    expect([await balanceCents(7, 1), await balanceCents(8, 1)]).toEqual([
      before[0]! - 1125,
      before[1]! - 1500,
    ]);
    expectSound(await auditLedger(db));
  });

  it('leadCharges decides on the balances the caller holds, without reading them again', async () => {
    await run((tx) => deposit(tx, { clientId: 8, productType: 1, amountCents: 3000 }, system));
    const before = await balanceCents(8, 1);
    const charge = {
      clientId: 8,
      productType: 1 as const,
      amountCents: 2000,
      description: 'Lead 45',
    };
    const short = run(async (tx) => {
      const [held] = await lockClientBalances(tx, [8], 1);
      return leadCharges(tx, [charge], system, [{ ...held!, balanceCents: 1000 }]);
    });
    await expect(short).rejects.toMatchObject({ statusCode: 400, message: M.belowLimit('Web') });
    const [posted] = await run(async (tx) =>
      leadCharges(tx, [charge], system, await lockClientBalances(tx, [8], 1)),
    );
    expect(posted!.balances).toEqual([
      expect.objectContaining({ clientId: 8, productType: 1, balanceCents: before - 2000 }),
    ]);
    expect(await balanceCents(8, 1)).toBe(before - 2000);
  });

  it("a dated movement counts in its client's local month and dates its entries as itself", async () => {
    await db.execute(sql`update clients set time_zone = 5 where id = 8`);
    const spent = async (month: string) => {
      const result = await db.execute(sql`select coalesce(sum(spent_cents), 0)::int as cents
        from month_spends where client_id = 8 and product_type = 1 and month = ${month}::date`);
      return (result as unknown as { rows: { cents: number }[] }).rows[0]!.cents;
    };
    const [january, february] = [await spent('2026-01-01'), await spent('2026-02-01')];
    await run((tx) => deposit(tx, { clientId: 8, productType: 1, amountCents: 900 }, system));
    // 03:00 UTC on 1 February is still 31 January in New York.
    const createDate = new Date('2026-02-01T03:00:00Z');
    const [first] = await run((tx) =>
      leadCharges(tx, [{ clientId: 8, productType: 1, amountCents: 700, description: 'Lead 46' }], {
        ...system,
        createDate,
      }),
    );
    const second = await run((tx) =>
      leadCharge(
        tx,
        { clientId: 8, productType: 1, amountCents: 200 },
        { ...system, createDate: new Date('2026-02-01T06:00:00Z') },
      ),
    );
    expect(first!.transaction.createDate).toEqual(createDate);
    expect(first!.entries.map((e) => e.createDate)).toEqual([createDate, createDate]);
    expect(second.transaction.id).toBeGreaterThan(first!.transaction.id);
    expect([await spent('2026-01-01'), await spent('2026-02-01')]).toEqual([
      january + 700,
      february + 200,
    ]);
    expectSound(await auditLedger(db));
  });

  it('refuses a movement of no money and a transfer to itself', async () => {
    await expect(
      run((tx) => deposit(tx, { clientId: 7, productType: 1, amountCents: 0 }, system)),
    ).rejects.toThrow(/1 to 10000000 cents/);
    await expect(
      run((tx) => transfer(tx, { clientId: 7, source: 1, target: 1, amountCents: 5 }, system)),
    ).rejects.toMatchObject({ statusCode: 400, errors: { Target: M.transferToItself } });
    await expect(
      run((tx) =>
        groupBalanceTransfer(
          tx,
          { sourceClientId: 7, targetClientId: 7, productType: 1, amountCents: 5 },
          system,
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('the database refuses an unbalanced transaction at commit', async () => {
    await expect(
      db.execute(sql`
        with t as (
          insert into ledger_transactions (client_id, kind, product_type, amount_cents, created_by)
          values (7, 'DEPOSIT', 1, 100, 'test') returning id, create_date)
        insert into ledger_entries
          (transaction_id, account, client_id, product_type, amount_cents, create_date)
        select id, 'client', 7, 1, 100, create_date from t`),
    ).rejects.toSatisfy((err: Error) =>
      /does not balance/.test(`${err.message} ${String(err.cause)}`),
    );
  });

  describe('random sequences of deposits, charges, refunds and transfers', () => {
    const CLIENTS = [10, 11, 12] as const;
    type Op =
      | { kind: 'deposit' | 'charge'; clientId: number; productType: ProductType; cents: number }
      | { kind: 'transfer'; clientId: number; source: ProductType; cents: number }
      | { kind: 'group'; from: number; to: number; productType: ProductType; cents: number }
      | { kind: 'refund'; pick: number; cents: number };
    const client = fc.constantFrom(...CLIENTS);
    const product = fc.constantFrom<ProductType>(1, 2);
    const cents = fc.integer({ min: 1, max: 200_000 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constantFrom('deposit' as const, 'charge' as const),
        clientId: client,
        productType: product,
        cents,
      }),
      fc.record({
        kind: fc.constant('transfer' as const),
        clientId: client,
        source: product,
        cents,
      }),
      fc.record({
        kind: fc.constant('group' as const),
        from: client,
        to: client,
        productType: product,
        cents,
      }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), cents }),
    );

    it('every transaction balances, balances add up to money in minus out, none below its limit', async () => {
      const deposits: { id: number; clientId: number; productType: ProductType }[] = [];
      const tally = { moved: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          for (const o of ops) {
            const model = new Map<string, number>();
            for (const c of CLIENTS) {
              for (const p of [1, 2]) model.set(`${c}:${p}`, await balanceCents(c, p));
            }
            const totalBefore = [...model.values()].reduce((a, b) => a + b, 0);
            let refused = false;
            try {
              await run(async (tx) => {
                if (o.kind === 'deposit') {
                  const posted = await deposit(
                    tx,
                    { clientId: o.clientId, productType: o.productType, amountCents: o.cents },
                    system,
                  );
                  deposits.push({
                    id: posted.transaction.id,
                    clientId: o.clientId,
                    productType: o.productType,
                  });
                } else if (o.kind === 'charge') {
                  await leadCharge(
                    tx,
                    { clientId: o.clientId, productType: o.productType, amountCents: o.cents },
                    system,
                  );
                } else if (o.kind === 'transfer') {
                  await transfer(
                    tx,
                    {
                      clientId: o.clientId,
                      source: o.source,
                      target: o.source === 1 ? 2 : 1,
                      amountCents: o.cents,
                    },
                    system,
                  );
                } else if (o.kind === 'group') {
                  await groupBalanceTransfer(
                    tx,
                    {
                      sourceClientId: o.from,
                      targetClientId: o.to,
                      productType: o.productType,
                      amountCents: o.cents,
                    },
                    system,
                  );
                } else if (o.kind === 'refund') {
                  const original = deposits[o.pick % Math.max(deposits.length, 1)];
                  if (!original) return;
                  await refund(
                    tx,
                    { ...original, refundedTransactionId: original.id, amountCents: o.cents },
                    system,
                  );
                }
              });
            } catch (err) {
              if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
              refused = true;
            }
            tally[refused ? 'refused' : 'moved'] += 1;
            let totalAfter = 0;
            for (const c of CLIENTS) {
              for (const p of [1, 2]) {
                const now = await balanceCents(c, p);
                totalAfter += now;
                if (refused) expect(now).toBe(model.get(`${c}:${p}`));
              }
            }
            const expected =
              refused || (o.kind === 'refund' && deposits.length === 0)
                ? 0
                : o.kind === 'deposit'
                  ? o.cents
                  : o.kind === 'charge' || o.kind === 'refund'
                    ? -o.cents
                    : 0;
            expect(totalAfter - totalBefore).toBe(expected);
          }
          expectSound(await auditLedger(db));
        }),
        { numRuns: 30, seed: 20261124 },
      );
      expect(tally.moved).toBeGreaterThan(20);
      expect(tally.refused).toBeGreaterThan(20);
    }, 120_000);
  });
});
