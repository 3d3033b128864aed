import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../database';
import { clients } from '../schema/clients';
import {
  farmersAgentImports,
  farmersBillingRecords,
  importBatches,
  subsidies,
} from '../schema/imports';
import { deposit } from '../../modules/billing/ledger.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The State Farm program's demo subsidies (WA: percent subsidy is on there, decision 0071). */
const DEMO_SUBSIDIES = [
  {
    leadState: 'WA',
    county: '',
    product: 'SF-HOME-WEB',
    kind: 'FLAT',
    amount: 200,
    capCents: null,
  },
  {
    leadState: 'WA',
    county: 'KING',
    product: 'SF-HOME-WEB',
    kind: 'PERCENT',
    amount: 2000,
    capCents: 400,
  },
  {
    leadState: 'WA',
    county: '',
    product: 'SF-RENTER-CALL',
    kind: 'FLAT',
    amount: 150,
    capCents: null,
  },
] as const;

const sha = (text: string) => text.padEnd(64, '0').slice(0, 64);

/**
 * Demo imports (decision 0004): one past batch of each kind, run by cs@example.com. The State
 * Farm subsidies of WA (the first State Farm client in WA has them), an active agents file that
 * gave a Farmers client its folio, and a Farmers billing record posted to that client.
 */
export async function seedDemoImports(tx: Tx, staff: { id: string; email: string }, now: number) {
  const ranBy = { ranBy: staff.id, ranByEmail: staff.email };
  const [subsidyBatch] = await tx
    .insert(importBatches)
    .values({
      importType: 'SUBSIDY',
      fileName: 'state-farm-subsidies-wa.xlsx',
      sha256: sha('de0005ab5d1d1e5'),
      sheetName: 'Subsidies',
      ...ranBy,
      ranAt: new Date(now - 20 * DAY_MS),
      added: DEMO_SUBSIDIES.length,
    })
    .returning();
  await tx
    .insert(subsidies)
    .values(DEMO_SUBSIDIES.map((s) => ({ ...s, batchId: subsidyBatch!.id })));

  const [farmers] = await tx
    .select({ id: clients.id, folio: clients.farmersFolio })
    .from(clients)
    .where(and(eq(clients.parentCompany, 'FARMERS'), isNotNull(clients.farmersFolio)))
    .orderBy(desc(clients.id))
    .limit(1);
  if (!farmers) return;
  const [agentBatch] = await tx
    .insert(importBatches)
    .values({
      importType: 'FARMERS_AGENT',
      fileName: 'farmers-active-agents.csv',
      sha256: sha('de0005a6e7f11e5'),
      sheetName: 'Sheet1',
      ...ranBy,
      ranAt: new Date(now - 12 * DAY_MS),
      updated: 1,
    })
    .returning();
  await tx.insert(farmersAgentImports).values({
    agentKind: 'ACTIVE',
    status: 'Complete',
    contentDate: new Date(now - 12 * DAY_MS).toISOString().slice(0, 10),
    batchId: agentBatch!.id,
    message: 'Active agents: 1 client(s) updated, 0 unchanged, 0 not our clients',
    processingDate: new Date(now - 12 * DAY_MS),
  });
  const [billingBatch] = await tx
    .insert(importBatches)
    .values({
      importType: 'FARMERS_BILLING',
      fileName: 'farmers-bmp-billing.csv',
      sha256: sha('de0005b111e9'),
      sheetName: 'Sheet1',
      ...ranBy,
      ranAt: new Date(now - 5 * DAY_MS),
      added: 1,
    })
    .returning();
  const posted = await deposit(
    tx,
    { clientId: farmers.id, productType: 1, amountCents: 25_000 },
    {
      createdBy: staff.id,
      description: 'Farmers BMP billing: record DEMO-BMP-0001 (Web)',
      createDate: new Date(now - 5 * DAY_MS),
    },
  );
  await tx.insert(farmersBillingRecords).values({
    recordId: 'DEMO-BMP-0001',
    clientId: farmers.id,
    amountCents: 25_000,
    ledgerTransactionId: posted.transaction.id,
    batchId: billingBatch!.id,
  });
}

/**
 * Where the demo subsidies apply: the first State Farm client there is the one whose subsidies
 * page shows them (the demo clients make it a live client).
 */
export const DEMO_SUBSIDY_CLIENT = { parentCompany: 'STATEFARM', state: 'WA' } as const;

/** The first State Farm client in WA: the one whose subsidies page shows the demo's. */
export async function demoStateFarmClient(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.parentCompany, DEMO_SUBSIDY_CLIENT.parentCompany),
        eq(clients.state, DEMO_SUBSIDY_CLIENT.state),
      ),
    )
    .orderBy(asc(clients.id))
    .limit(1);
  return row?.id ?? null;
}
