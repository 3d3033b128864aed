import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { channels } from '../db/schema/channels';
import { pauseExpiryJob } from '../modules/channels/pause/pause-expiry.job';
import { jobList } from './job-list';
import { seededPause, systemUnpauses } from '../test/paused-channel';
import { buildTestApp, type TestApp } from '../test/test-app';
import { waitForJob } from '../test/wait-for-job';

const NAME = pauseExpiryJob.name;

describe('jobs on the queue', () => {
  let t: TestApp;
  let now = new Date(0);
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { jobs: { clock: () => now, queue: { pollingIntervalSeconds: 0.5, schedule: false } } },
    );
  });
  afterAll(() => t.close());

  it('runs a handler directly with the time of the injected clock', async () => {
    const pause = await seededPause(t.app.database.db);
    now = new Date(pause.end.getTime() - 1000);
    expect(await t.app.jobs.run(NAME)).toEqual([]);
    await expect(t.app.jobs.run('no-such-job')).rejects.toThrow('no job named no-such-job');
  });

  it('sends a job that a worker takes and completes: the pause that ended is over', async () => {
    const pause = await seededPause(t.app.database.db);
    now = pause.end;
    const id = await t.app.jobs.send(NAME);
    expect(id).toEqual(expect.any(String));
    const job = await waitForJob(t.app.jobs.queue!, NAME, id!, 'completed');
    expect(job.output).toEqual({ value: [pause.id] });
    const [row] = await t.app.database.db.select().from(channels).where(eq(channels.id, pause.id));
    expect(row).toMatchObject({ status: 'ACTIVE', temporaryPause: null });
    expect(await systemUnpauses(t.app.database.db, pause.id)).toHaveLength(1);
  });

  it("queues one run a minute: a second send in the same minute is the first one's", async () => {
    // Both sends in one minute: on a slow machine the minute may turn between them, or after the
    // job the previous test waited for; then the pair is sent again.
    for (;;) {
      const minute = Math.floor(Date.now() / 60_000);
      await t.app.jobs.send(NAME);
      const again = await t.app.jobs.send(NAME);
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(again).toBeNull();
      return;
    }
  });
});

describe('the job schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: { queue: {} } });
  });
  afterAll(() => t.close());

  it('has every job of the list on its cron, queued once a minute at most', async () => {
    const schedules = await t.app.jobs.queue!.getSchedules();
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(
      schedules.map(({ name, cron, options }) => ({ name, cron, options })).sort(byName),
    ).toEqual(
      jobList
        .map(({ name, cron }) => ({
          name,
          cron,
          options: { singletonKey: name, singletonSeconds: 60 },
        }))
        .sort(byName),
    );
    expect(schedules.map((s) => s.name)).toContain(NAME);
  });
});
