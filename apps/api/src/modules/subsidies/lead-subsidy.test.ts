import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { balances, ledgerTransactions } from '../../db/schema/billing';
import { subsidies } from '../../db/schema/imports';
import { auditLedger, expectSound } from '../../test/ledger-audit';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { leadCharge } from '../billing/billing.public';
import { subsidyForLead } from './subsidies.public';

/** Client 1 of the demo data is State Farm; client 7 is Farmers. */
const SF = { id: 1, parentCompany: 'STATEFARM' };

describe("a subsidy on a sale's price, in the ledger (decision 0072)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.database.db.insert(subsidies).values([
      {
        leadState: 'WA',
        county: '',
        product: 'SF-AUTO-WEB',
        kind: 'PERCENT',
        amount: 2500,
        capCents: 400,
      },
      {
        leadState: 'WA',
        county: 'KING',
        product: 'SF-AUTO-WEB',
        kind: 'FLAT',
        amount: 150,
        capCents: null,
      },
    ]);
  });
  afterAll(() => t.close());

  const balanceOf = async (clientId: number) => {
    const [row] = await t.app.database.db
      .select({ cents: balances.balanceCents })
      .from(balances)
      .where(and(eq(balances.clientId, clientId), eq(balances.productType, 1)));
    return row?.cents ?? 0;
  };

  it('takes the county row, else the state row, capped, and writes it as its own entry', async () => {
    const db = t.app.database.db;
    const before = await balanceOf(1);
    const sale = await db.transaction(async (tx) => {
      const found = await subsidyForLead(tx, {
        client: SF,
        state: 'wa',
        county: 'Pierce',
        product: 'sf-auto-web',
        priceCents: 2000,
      });
      expect(found).toMatchObject({
        subsidyCents: 400,
        netPriceCents: 1600,
        subsidy: { kind: 'PERCENT', county: '' },
      });
      const charge = await leadCharge(
        tx,
        { clientId: 1, productType: 1, amountCents: 2000 },
        { createdBy: 'system', description: 'Lead 77' },
      );
      const written = await found!.writeLedgerEntry(tx, { productType: 1, leadReference: '77' });
      return { charge: charge.transaction.id, subsidy: written.transactionId };
    });
    const [row] = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, sale.subsidy));
    expect(row).toMatchObject({
      kind: 'SUBSIDY',
      clientId: 1,
      productType: 1,
      amountCents: 400,
      createdBy: 'system',
      description: 'State Farm subsidy 25% (cap $4.00) on Web lead 77',
    });
    expect(await balanceOf(1)).toBe(before - 2000 + 400);

    const county = await db.transaction((tx) =>
      subsidyForLead(tx, {
        client: SF,
        state: 'WA',
        county: 'KING',
        product: 'SF-AUTO-WEB',
        priceCents: 1000,
      }),
    );
    expect(county).toMatchObject({
      subsidyCents: 150,
      netPriceCents: 850,
      subsidy: { kind: 'FLAT', county: 'KING' },
    });
    expectSound(await auditLedger(db));
  });

  it('is none for another parent company, product or state, or a free lead', async () => {
    const db = t.app.database.db;
    const ask = (over: Partial<Parameters<typeof subsidyForLead>[1]>) =>
      db.transaction((tx) =>
        subsidyForLead(tx, {
          client: SF,
          state: 'WA',
          county: null,
          product: 'SF-AUTO-WEB',
          priceCents: 1000,
          ...over,
        }),
      );
    expect(await ask({})).toMatchObject({ subsidyCents: 250 });
    expect(await ask({ client: { id: 7, parentCompany: 'FARMERS' } })).toBeNull();
    expect(await ask({ product: 'SF-LIFE-WEB' })).toBeNull();
    expect(await ask({ product: null })).toBeNull();
    expect(await ask({ state: 'TX' })).toBeNull();
    expect(await ask({ priceCents: 0 })).toBeNull();
  });
});
