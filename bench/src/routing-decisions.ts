import { performance } from 'node:perf_hooks';
import type { Database } from '@client-admin/api/src/db/database';
import {
  insertLead,
  type LeadRow,
} from '@client-admin/api/src/modules/lead-flow/intake/lead-intake.repository';
import { toDomainLead } from '@client-admin/api/src/modules/lead-flow/intake/intake.service';
import { routeAndSell } from '@client-admin/api/src/modules/lead-flow/routing/route-and-sell.service';
import { zipPlace } from '@client-admin/api/src/modules/geography/zip-place';
import { MarketLanes, marketOf } from '@client-admin/api/src/modules/lead-flow/intake/market-lanes';

/** Thrown to roll a measured decision back, so the market's balances and caps stay as they were. */
class RolledBack extends Error {}

export interface DecisionTimes {
  p50: number;
  p99: number;
  buyers: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * The routing decision the intake makes (`routeAndSell`: the candidate query, the domain's
 * routeLead, the buyers' balance locks and re-read, their charges, sales and the decision rows),
 * timed alone in-process on a lead inserted in the same transaction, which is then rolled back.
 * `concurrency` workers run `perWorker` decisions each, after `warmupSeconds` of unreported
 * decisions at the same concurrency (as the HTTP scenarios warm up: V8 compiling the code, each
 * pooled connection preparing its statements and PostgreSQL settling on their generic plans);
 * the times exclude the wait for a pooled connection, not lock waits.
 */
export async function timeRoutingDecisions(
  db: Database,
  lead: { vendorId: number; zip: string },
  concurrency: number,
  perWorker: number,
  warmupSeconds = 0,
  lanes: MarketLanes | null = null,
): Promise<DecisionTimes> {
  const place = await db.transaction((tx) => zipPlace(tx, lead.zip));
  if (!place) throw new Error(`the geography lacks zip ${lead.zip}`);
  const times: number[] = [];
  let buyers = 0;
  let serial = 0;
  let measuring = false;
  const decideInTransaction = async () => {
    const vendorLeadId = `bench-decision-${process.pid}-${Date.now()}-${serial++}`;
    try {
      await db.transaction(async (tx) => {
        const row = (await insertLead(tx, {
          vendorId: lead.vendorId,
          vendorLeadId,
          productTypeId: 1,
          quoteType: 'auto',
          zipCode: lead.zip,
          ...place,
          consumer: {
            firstName: 'Pat',
            lastName: 'Doe',
            email: 'pat.doe@bench.example.com',
            phone: '(405) 555-0100',
            answers: {},
          },
          receivedAt: new Date(),
        })) as LeadRow;
        const started = performance.now();
        const sold = await routeAndSell(tx, row.id, toDomainLead(row));
        if (measuring) {
          times.push(performance.now() - started);
          buyers += sold;
        }
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  };
  // In the market's lane, as the intake decides (decision 0061); its wait is not timed, as the
  // wait for a pooled connection is not.
  const decideOnce = () =>
    lanes
      ? lanes.run(
          marketOf({ productTypeId: 1, quoteType: 'auto', state: place.stateAbbreviation }),
          decideInTransaction,
        )
      : decideInTransaction();
  const warmUntil = performance.now() + warmupSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warmUntil) await decideOnce();
    }),
  );
  measuring = true;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < perWorker; i++) await decideOnce();
    }),
  );
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    buyers: buyers / times.length,
  };
}
