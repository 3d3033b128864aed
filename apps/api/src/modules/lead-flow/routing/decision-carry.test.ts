import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../../db/database';
import type { TestApp } from '../../../test/test-app';
import { auditLedger, expectSound } from '../../../test/ledger-audit';
import { rowsOf } from '../../../test/expect-error';
import { zipPlace } from '../../geography/geography.public';
import { toDomainLead } from '../intake/intake.service';
import { insertLead, type LeadRow } from '../intake/lead-intake.repository';
import { addChannel, leadFlowTestApp, ZIPS } from '../lead-flow-test-fixtures';
import type { Candidate } from './candidate-mapper';
import { candidatesOf, readCandidates } from './candidate-reader';
import { DecisionCarry } from './decision-carry';
import { routeAndSell, webLeadFilter } from './route-and-sell.service';

/** What the routing reads of a candidate that the batch's sales change. */
const changing = (c: Candidate) => ({
  id: c.id,
  status: c.status,
  sold: c.sold,
  lastServedAt: c.lastServedAt?.toISOString() ?? null,
  client: {
    status: c.client.status,
    balanceCents: c.client.balanceCents,
    spend: c.client.spend,
  },
});

/**
 * A lane's batch decides its leads in one transaction, each against what the earlier ones left
 * (decision 0063). After every lead, what the carry gives the next one must be what a fresh read
 * in that transaction gives: a channel reaching its day cap, a buyer running short of its
 * balance, two channels of one client, and plain buyers sold again and again.
 */
describe('a batch of decisions carried in one transaction', () => {
  let t: TestApp;
  let db: Database;
  let clients: number[];

  beforeAll(async () => {
    ({ t, db, clients } = await leadFlowTestApp(6, 100_000));
    const [capped, short, twoChannels, ...plain] = clients as [number, ...number[]];
    await addChannel(db, { clientId: capped, geo: 'OK', dailyCap: 2, trumpFlag: 2 });
    await addChannel(db, { clientId: short!, geo: 'OK', priceCents: 40_000, trumpFlag: 2 });
    await addChannel(db, { clientId: twoChannels!, geo: 'OK', priceCents: 1_600 });
    await addChannel(db, { clientId: twoChannels!, geo: 'OK', priceCents: 1_700 });
    for (const clientId of plain) {
      await addChannel(db, { clientId, geo: 'OK', maxSold: 2, priceCents: 1_500 });
    }
  });
  afterAll(() => t?.close());

  async function newLead(tx: Tx, n: number, state: 'OK' | 'GA' = 'OK'): Promise<LeadRow> {
    const place = (await zipPlace(tx, ZIPS[state]))!;
    return (await insertLead(tx, {
      vendorId: 1,
      vendorLeadId: `carry-${state}-${n}`,
      productTypeId: 1,
      quoteType: 'auto',
      zipCode: ZIPS[state],
      ...place,
      consumer: {
        firstName: 'Pat',
        lastName: 'Doe',
        email: 'pat.doe@example.com',
        phone: `(405) 555-01${String(n).padStart(2, '0')}`,
        answers: {},
      },
      receivedAt: new Date(),
    }))!;
  }

  const salesOf = async (clientId: number) =>
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from lead_sales s join leads l on l.id = s.lead_id
        where s.client_id = ${clientId} and l.vendor_lead_id like 'carry-OK-%'`),
    )[0]!.n;

  it('gives each lead what a fresh read would, and the ledger stays sound', async () => {
    const sold: number[] = [];
    await db.transaction(async (tx) => {
      const carry = new DecisionCarry(candidatesOf);
      for (let n = 0; n < 8; n++) {
        const row = await newLead(tx, n);
        const lead = toDomainLead(row);
        sold.push(await routeAndSell(tx, row.id, lead, carry));
        const next = await newLead(tx, 100 + n);
        const filter = webLeadFilter(next.id, toDomainLead(next));
        const fresh = (await readCandidates(tx, filter)).map(changing);
        expect((await carry.read(tx, filter)).map(changing)).toEqual(fresh);
        await tx.execute(`delete from leads where id = ${next.id}`);
      }
    });
    // Every lead found buyers; the short buyer and the capped channel stopped where they had to.
    expect(sold.every((n) => n > 0)).toBe(true);
    const [capped, short] = clients as [number, number];
    expect(await salesOf(capped)).toBe(2);
    expect(await salesOf(short)).toBe(2);
    expectSound(await auditLedger(db));
  });

  /**
   * Another instance sells to a client the batch read but has not locked: the batch's next
   * decision that locks it finds its balance row at another version, reads it again, and the
   * carry keeps what it read (PGlite has one connection: PostgreSQL only).
   */
  it.skipIf(!process.env.DATABASE_URL)(
    "keeps what a lock read again after another instance's sale",
    async () => {
      const [first, second] = clients.slice(3) as [number, number];
      for (const clientId of [first, second]) {
        await addChannel(db, { clientId, geo: 'GA', maxSold: 1, priceCents: 1_500 });
      }
      await db.transaction(async (tx) => {
        const carry = new DecisionCarry(candidatesOf);
        const lead = await newLead(tx, 1, 'GA');
        await routeAndSell(tx, lead.id, toDomainLead(lead), carry);
        // Elsewhere, a decision of its own: the client this batch holds is busy, so it sells to
        // the other one, which this batch read but did not lock.
        await db.transaction(async (other) => {
          const elsewhere = await newLead(other, 2, 'GA');
          expect(await routeAndSell(other, elsewhere.id, toDomainLead(elsewhere))).toBe(1);
        });
        for (let n = 3; n < 6; n++) {
          const next = await newLead(tx, n, 'GA');
          await routeAndSell(tx, next.id, toDomainLead(next), carry);
          const probe = await newLead(tx, 100 + n, 'GA');
          const filter = webLeadFilter(probe.id, toDomainLead(probe));
          const fresh = (await readCandidates(tx, filter)).map(changing);
          expect((await carry.read(tx, filter)).map(changing)).toEqual(fresh);
          await tx.execute(`delete from leads where id = ${probe.id}`);
        }
      });
      expectSound(await auditLedger(db));
    },
  );
});
