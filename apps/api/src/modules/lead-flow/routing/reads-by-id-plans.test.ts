import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClock } from '@client-admin/domain/local-clock';
import type { Database } from '../../../db/database';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { addChannel, fundedClients } from '../lead-flow-test-fixtures';
import {
  findChannelFacts,
  findDecisionParts,
  matchChannels,
  type CandidateFilter,
} from './candidates.repository';
import { leadGeoKeys } from './candidate-mapper';
import { localPeriods } from './local-periods';

/**
 * The candidates' reads by id (their rows' facts; what a decision reads of them, again under the
 * buyers' locks) are named statements PostgreSQL plans once a connection (decision 0047): after
 * their five first runs each keeps a generic plan, whatever the channels.
 */
describe.skipIf(!process.env.DATABASE_URL)('the routing reads by channel id (PostgreSQL)', () => {
  let t: TestApp;
  let db: Database;
  let channelIds: number[];
  const clientOf = new Map<number, number>();

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.database.db;
    const clientIds = await fundedClients(db, 3, 100);
    channelIds = [];
    for (const clientId of clientIds) {
      const channelId = await addChannel(db, { clientId });
      channelIds.push(channelId);
      clientOf.set(channelId, clientId);
    }
  });
  afterAll(() => t.close());

  it('answer the channels asked for, then run on generic plans', async () => {
    const filter: CandidateFilter = {
      productTypeId: 1,
      quoteType: 'auto',
      geoKeys: leadGeoKeys({ stateAbbreviation: 'TX', county: 'Travis', zipCode: '78701' }),
      periods: localPeriods(localClock(new Date())),
    };
    const plans = await db.transaction(async (tx) => {
      for (let run = 1; run <= 7; run++) {
        const asked = channelIds.slice(0, 1 + (run % channelIds.length));
        const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
        expect(ids(await findChannelFacts(tx, asked))).toEqual(asked);
        expect(ids(await findDecisionParts(tx, filter, asked))).toEqual(asked);
        const clientIds = asked.map((id) => clientOf.get(id)!);
        expect(ids(await matchChannels(tx, { ...filter, clientIds }))).toEqual(asked);
      }
      const result = await tx.execute(sql`select generic_plans::int as generic
        from pg_prepared_statements where statement like '%ch.id = any(array(select value::int from jsonb_array_elements_text%'`);
      return (result as unknown as { rows: { generic: number }[] }).rows;
    });
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan.generic).toBeGreaterThanOrEqual(2);
  });
});
