import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../../db/database';
import { clients } from '../../../db/schema/clients';
import type { TestApp } from '../../../test/test-app';
import { lockClientBalances } from '../../billing/ledger.service';
import { zipPlace } from '../../geography/zip-place';
import { toDomainLead } from '../intake/intake.service';
import { insertLead, type LeadRow } from '../intake/lead-intake.repository';
import {
  addChannel,
  AUSTIN_ZIP,
  isolateFromDemoChannels,
  leadFlowTestApp,
} from '../lead-flow-test-fixtures';
import type { Candidate } from './candidate-mapper';
import {
  routeAndSell,
  routeUnderLocks,
  webCandidates,
  webLeadFilter,
  type CandidateSource,
} from './route-and-sell.service';

/** Rolls a test's transaction back, so each test starts from the same balances and sales. */
class RolledBack extends Error {}

async function rolledBack(db: Database, work: (tx: Tx) => Promise<void>) {
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

let serial = 0;
async function austinLead(tx: Tx) {
  const place = await zipPlace(tx, AUSTIN_ZIP);
  const row = (await insertLead(tx, {
    vendorId: 1,
    vendorLeadId: `reread-${Date.now()}-${serial++}`,
    productTypeId: 1,
    quoteType: 'auto',
    zipCode: AUSTIN_ZIP,
    ...place!,
    consumer: {
      firstName: 'Pat',
      lastName: 'Doe',
      email: 'pat.doe@example.com',
      phone: '(512) 555-0100',
      answers: {},
    },
    receivedAt: new Date(),
  })) as LeadRow;
  return { id: row.id, lead: toDomainLead(row) };
}

/**
 * The web candidates, with another lead sold to them after they are read and before their
 * buyers' balances are locked: as a decision on another connection would sell it in between.
 */
const withSaleBetween = (tx: Tx): CandidateSource<Candidate> => ({
  read: async (readTx, filter) => {
    const read = await webCandidates.read(readTx, filter);
    const other = await austinLead(tx);
    expect(await routeAndSell(tx, other.id, other.lead)).toBe(1);
    return read;
  },
  reread: webCandidates.reread,
});

/**
 * Under its balance locks a decision reads its buyers again only when their balance rows changed
 * since it read them (decision 0047): every sale, charged or free, writes its buyer's balance
 * row, so a sale in between is always seen and a day cap of one is never passed.
 */
describe("a decision's buyers under their balance locks", () => {
  let t: TestApp;
  let db: Database;
  let clientIds: number[];

  beforeAll(async () => {
    ({ t, db, clients: clientIds } = await leadFlowTestApp(2, 100_000));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The buyers of a lead routed while another lead is sold between its read and its locks. */
  async function buyersWithSaleBetween(clientId: number, priceCents: number) {
    await isolateFromDemoChannels(db);
    await addChannel(db, { clientId, priceCents, dailyCap: 1 });
    let buyers: unknown[] = [];
    await rolledBack(db, async (tx) => {
      const { id, lead } = await austinLead(tx);
      const filter = webLeadFilter(id, lead);
      ({ buyers } = (await routeUnderLocks(tx, lead, filter, withSaleBetween(tx))).routing);
    });
    return buyers;
  }

  it('see a charged sale made after the first read, and stop at the day cap', async () => {
    expect(await buyersWithSaleBetween(clientIds[0]!, 1500)).toEqual([]);
  });

  it('see a free sale made after the first read, and stop at the day cap', async () => {
    // A corporate client pays no base package price: a channel priced at 0 buys leads free.
    await db.update(clients).set({ clientType: 'CORPORATE' }).where(eq(clients.id, clientIds[1]!));
    expect(await buyersWithSaleBetween(clientIds[1]!, 0)).toEqual([]);
  });

  it('keep the candidates as read when no sale came in between', async () => {
    await isolateFromDemoChannels(db);
    const channelId = await addChannel(db, { clientId: clientIds[0]!, priceCents: 1500 });
    await rolledBack(db, async (tx) => {
      const { id, lead } = await austinLead(tx);
      const filter = webLeadFilter(id, lead);
      const read = await webCandidates.read(tx, filter);
      expect(read.map((c) => c.id)).toEqual([channelId]);
      const held = await lockClientBalances(tx, [clientIds[0]!], 1);
      const again = await webCandidates.reread(tx, filter, read, held);
      expect(again[0]).toBe(read[0]);
    });
  });
});
