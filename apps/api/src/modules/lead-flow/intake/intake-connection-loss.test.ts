import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { intakeLeadBody } from '@client-admin/contracts/lead-flow';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../test/expect-error';
import { auditLedger, expectSound } from '../../../test/ledger-audit';
import { lockHolder, terminate, waitingBackends } from '../../../test/lock-holder';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { zipPlace } from '../../geography/geography.public';
import {
  addChannel,
  fundedClients,
  isolateFromDemoChannels,
  leadBody,
} from '../lead-flow-test-fixtures';
import { decideTogether } from './intake.service';

/**
 * The server ends the connection of an intake turn mid-way (a restart, a failover,
 * pg_terminate_backend): the turn's transaction is gone with everything it wrote, and each of its
 * leads is decided alone on a connection of its own, so the vendors get their sales and nothing
 * is sold twice. The process carries on; the failure is logged as a warning.
 */
describe.skipIf(!process.env.DATABASE_URL)("an intake turn's connection lost", () => {
  let t: TestApp;
  let db: Database;
  /** The test's own session: its lock keeps the turn's statement in flight. */
  let locker: pg.Client;
  const logLines: string[] = [];
  const uncaught: unknown[] = [];
  const recordUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    db = t.app.database.db;
    await isolateFromDemoChannels(db);
    for (const clientId of await fundedClients(db, 2, 100_000)) {
      await addChannel(db, { clientId, maxSold: 2 });
    }
    locker = await lockHolder(db);
    process.on('uncaughtException', recordUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await locker?.end();
    await t?.close();
  });

  it('decides each of its leads alone, each sold once', async () => {
    const place = (await db.transaction((tx) => zipPlace(tx, leadBody('x').zip)))!;
    const leads = ['lost-1', 'lost-2', 'lost-3'].map((id) => ({
      vendorId: 1,
      body: intakeLeadBody.parse(leadBody(id)),
      place,
    }));
    const logFrom = logLines.length;
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE lead_decisions IN SHARE MODE');
    const turn = decideTogether(db, t.app.log, () => new Date(), leads);
    // The turn's backend, waiting on the lock to write its decision rows.
    await terminate(locker, await waitingBackends(locker, '%insert into "lead_decisions"%', 1));
    await locker.query('ROLLBACK');
    const settled = await turn;

    expect(settled.map((s) => s.status === 'fulfilled' && s.value.answer)).toMatchObject(
      ['lost-1', 'lost-2', 'lost-3'].map((vendorLeadId) => ({
        vendorLeadId,
        status: 'sold',
        buyers: 2,
      })),
    );
    const sales = rowsOf<{ vendor_lead_id: string; n: number }>(
      await db.execute(sql`select l.vendor_lead_id, count(*)::int as n from leads l
        join lead_sales s on s.lead_id = l.id where l.vendor_lead_id like 'lost-%'
        group by 1 order by 1`),
    );
    expect(sales).toEqual(
      ['lost-1', 'lost-2', 'lost-3'].map((id) => ({ vendor_lead_id: id, n: 2 })),
    );
    expectSound(await auditLedger(db));
    const warnings = logLines
      .slice(logFrom)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.startsWith('an intake turn failed'));
    expect(warnings).toMatchObject([{ level: 40 }]);
    expect(uncaught).toEqual([]);
  });
});
