import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channels } from '../db/schema/channels';
import { pauseExpiryJob } from '../modules/channels/pause/pause-expiry.job';
import { seededPause, systemUnpauses } from '../test/paused-channel';
import { buildSecondInstance } from '../test/second-instance';
import { buildTestApp, type TestApp } from '../test/test-app';
import { waitForJob } from '../test/wait-for-job';
import type { JobsOptions } from './jobs.plugin';

const NAME = pauseExpiryJob.name;

/**
 * Two API instances on one PostgreSQL database, both working the queue, both sending the same
 * minute's run: the handler runs once, on one of them.
 */
describe.skipIf(!process.env.DATABASE_URL)('jobs across two instances', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildSecondInstance>>;
  let now = new Date(0);
  const runs: string[] = [];

  /** The app's job list, each handler noting which instance ran it. */
  function countedJobs(instance: string): JobsOptions {
    return {
      clock: () => now,
      queue: { pollingIntervalSeconds: 0.5, schedule: false },
      definitions: [
        {
          ...pauseExpiryJob,
          handler: (context) => {
            runs.push(instance);
            return pauseExpiryJob.handler(context);
          },
        },
      ],
    };
  }

  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: countedJobs('first') });
    second = await buildSecondInstance(t, { jobs: countedJobs('second') });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('ends an expired pause once when both instances send the same run', async () => {
    const pause = await seededPause(t.app.database.db);
    now = pause.end;
    const ids = await Promise.all([t.app.jobs.send(NAME), second.app.jobs.send(NAME)]);
    const queued = ids.filter((id): id is string => id !== null);
    expect(queued).toHaveLength(1);
    await waitForJob(t.app.jobs.queue!, NAME, queued[0]!, 'completed');
    // Both workers poll every half second: long enough for a second run to show up.
    await sleep(2000);

    expect(runs).toHaveLength(1);
    const { rows } = await t.app.database.executeSql(
      'SELECT state FROM pgboss.job WHERE name = $1',
      [NAME],
    );
    expect(rows).toEqual([{ state: 'completed' }]);
    expect(await systemUnpauses(t.app.database.db, pause.id)).toHaveLength(1);
    const [row] = await t.app.database.db.select().from(channels).where(eq(channels.id, pause.id));
    expect(row).toMatchObject({ status: 'ACTIVE', temporaryPause: null });
  });

  it('hands each queued job to one worker of the two', async () => {
    const before = runs.length;
    // Distinct singleton keys: eight jobs at once, as a busy queue holds them.
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? t : second).app.jobs.queue!.send(NAME, {}, { singletonKey: `run-${i}` }),
      ),
    );
    for (const id of ids) await waitForJob(t.app.jobs.queue!, NAME, id!, 'completed', 30_000);
    await sleep(2000);
    expect(runs.length - before).toBe(8);
    expect(new Set(runs.slice(before))).toEqual(new Set(['first', 'second']));
    const { rows } = await t.app.database.executeSql(
      `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = $1 AND state = 'completed'`,
      [NAME],
    );
    expect(rows).toEqual([{ jobs: 9 }]);
  });
});
