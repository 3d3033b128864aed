import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClock } from '@client-admin/domain/lead-flow/local-clock';
import type { Database } from '../../../db/database';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { addChannel, fundedClients } from '../lead-flow-test-fixtures';
import { findChangingParts, type CandidateFilter } from './candidates.repository';
import { localPeriods } from './local-periods';

/**
 * The re-read under the buyers' locks is a named statement PostgreSQL plans once a connection
 * (decision 0030): after its five first runs it keeps a generic plan, whatever the channels.
 */
describe.skipIf(!process.env.DATABASE_URL)('the routing re-read plan (PostgreSQL)', () => {
  let t: TestApp;
  let db: Database;
  let channelIds: number[];

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.database.db;
    const clientIds = await fundedClients(db, 3, 100);
    channelIds = [];
    for (const clientId of clientIds) channelIds.push(await addChannel(db, { clientId }));
  });
  afterAll(() => t.close());

  it('answers the channels asked for, then runs on a generic plan', async () => {
    const filter: CandidateFilter = {
      productTypeId: 1,
      quoteType: 'auto',
      geoKeys: [],
      periods: localPeriods(localClock(new Date())),
    };
    const plans = await db.transaction(async (tx) => {
      for (let run = 1; run <= 7; run++) {
        const asked = channelIds.slice(0, 1 + (run % channelIds.length));
        const rows = await findChangingParts(tx, filter, asked);
        expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(asked);
      }
      const result = await tx.execute(sql`select generic_plans::int as generic
        from pg_prepared_statements where statement like '%ch.id = any(array(select value::int from jsonb_array_elements_text%'`);
      return (result as unknown as { rows: { generic: number }[] }).rows;
    });
    expect(plans).toHaveLength(1);
    expect(plans[0]!.generic).toBeGreaterThanOrEqual(2);
  });
});
