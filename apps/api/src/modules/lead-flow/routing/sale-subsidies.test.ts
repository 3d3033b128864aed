import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeLeadResponse } from '@client-admin/contracts/lead-flow';
import type { Database } from '../../../db/database';
import { ledgerTransactions } from '../../../db/schema/billing';
import { channels } from '../../../db/schema/channels';
import { clients } from '../../../db/schema/clients';
import { subsidies } from '../../../db/schema/imports';
import { leadSales } from '../../../db/schema/lead-flow';
import { auditLedger, expectSound } from '../../../test/ledger-audit';
import type { TestApp } from '../../../test/test-app';
import {
  addChannel,
  balanceOf,
  leadBody,
  leadFlowTestApp,
  postLead,
} from '../lead-flow-test-fixtures';

/** The tests' leads come from Austin: Travis county, Texas. */
const TEXAS_ROWS = [
  {
    leadState: 'TX',
    county: '',
    product: 'SF-AUTO-WEB',
    kind: 'PERCENT',
    amount: 1000,
    capCents: 100,
  },
  {
    leadState: 'TX',
    county: 'TRAVIS',
    product: 'SF-AUTO-WEB',
    kind: 'FLAT',
    amount: 300,
    capCents: null,
  },
] as const;

describe("the routing applies a State Farm buyer's subsidy (decision 0072)", () => {
  let t: TestApp;
  let db: Database;
  let key: string;
  let stateFarm: number;
  let other: number;
  /** The State Farm buyer's charges and subsidies the demo data holds already. */
  let demoTransactions: number;

  const transactionsOf = (clientId: number) =>
    db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.clientId, clientId),
          inArray(ledgerTransactions.kind, ['LEAD_CHARGE', 'SUBSIDY']),
        ),
      )
      .orderBy(asc(ledgerTransactions.id));

  const saleOf = async (leadId: number, clientId: number) => {
    const [sale] = await db
      .select()
      .from(leadSales)
      .where(and(eq(leadSales.leadId, leadId), eq(leadSales.clientId, clientId)));
    return sale!;
  };

  beforeAll(async () => {
    let funded: number[];
    ({ t, db, clients: funded, key } = await leadFlowTestApp(2, 10_000));
    [stateFarm, other] = funded as [number, number];
    await db.update(clients).set({ parentCompany: 'STATEFARM' }).where(eq(clients.id, stateFarm));
    await db.update(clients).set({ parentCompany: null }).where(eq(clients.id, other));
    for (const clientId of [stateFarm, other]) {
      const id = await addChannel(db, { clientId, priceCents: 1500 });
      await db.update(channels).set({ subsidyProduct: 'SF-AUTO-WEB' }).where(eq(channels.id, id));
    }
    await db.delete(subsidies);
    await db.insert(subsidies).values([...TEXAS_ROWS]);
    demoTransactions = (await transactionsOf(stateFarm)).length;
  });
  afterAll(() => t.close());

  it("writes the county's subsidy beside the State Farm buyer's charge, and nothing for others", async () => {
    const [stateFarmBefore, otherBefore] = [
      await balanceOf(db, stateFarm),
      await balanceOf(db, other),
    ];
    const res = await postLead(t, key, leadBody('sf-1'));
    expect(res.statusCode, res.body).toBe(201);
    const { leadId } = res.json() as IntakeLeadResponse;
    const sale = await saleOf(leadId, stateFarm);

    const [charge, subsidy] = (await transactionsOf(stateFarm)).slice(demoTransactions);
    expect(charge).toMatchObject({ kind: 'LEAD_CHARGE', amountCents: 1500 });
    expect(subsidy).toMatchObject({
      kind: 'SUBSIDY',
      amountCents: 300,
      createdBy: 'system',
      description: `State Farm subsidy $3.00 on Web lead ${sale.id}`,
    });
    expect(sale.priceCents).toBe(1500);
    expect(await balanceOf(db, stateFarm)).toBe(stateFarmBefore - 1500 + 300);

    const others = await transactionsOf(other);
    expect(others.at(-1)).toMatchObject({ kind: 'LEAD_CHARGE', amountCents: 1500 });
    expect(others.filter((tx) => tx.kind === 'SUBSIDY')).toEqual([]);
    expect(await balanceOf(db, other)).toBe(otherBefore - 1500);
    expectSound(await auditLedger(db));
  });

  it("falls back to the state-wide row, a percent at most its cap, in a county without one's own", async () => {
    await db.delete(subsidies).where(eq(subsidies.county, 'TRAVIS'));
    const before = await balanceOf(db, stateFarm);
    const res = await postLead(t, key, leadBody('sf-2'));
    expect(res.statusCode, res.body).toBe(201);
    const subsidy = (await transactionsOf(stateFarm)).at(-1)!;
    // 10% of $15.00 is $1.50, over the $1.00 cap.
    expect(subsidy).toMatchObject({ kind: 'SUBSIDY', amountCents: 100 });
    expect(await balanceOf(db, stateFarm)).toBe(before - 1500 + 100);
    expectSound(await auditLedger(db));
  });

  it('gives nothing once the program has no row for the lead', async () => {
    await db.delete(subsidies);
    const before = (await transactionsOf(stateFarm)).length;
    const res = await postLead(t, key, leadBody('sf-3'));
    expect(res.statusCode, res.body).toBe(201);
    const after = await transactionsOf(stateFarm);
    expect(after.slice(before).map((tx) => tx.kind)).toEqual(['LEAD_CHARGE']);
  });
});
