import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/clients';
import { vacationPauses } from '../../db/schema/vacations';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { vacationClockJob } from './vacation-clock.job';

const MINUTE = 60_000;

describe('the vacation clock job', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: { clock: () => now } });
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const pause = async () =>
    (await db().select().from(vacationPauses).where(eq(vacationPauses.clientId, 1)))[0]!;
  const clientStatus = async () =>
    (await db().select().from(clients).where(eq(clients.id, 1)))[0]!.status;
  const runAt = async (time: number) => {
    now = new Date(time);
    return t.app.jobs.run(vacationClockJob.name);
  };

  it('starts the demo pause at its start minute and ends it at its end minute', async () => {
    const seeded = await pause();
    const start = seeded.startTime.getTime();
    const end = seeded.endTime.getTime();
    expect(seeded.status).toBe('PENDING');

    expect(await runAt(start - MINUTE)).toEqual([]);
    expect((await pause()).status).toBe('PENDING');
    expect(await clientStatus()).toBe('ACTIVE');

    expect(await runAt(start)).toEqual([seeded.id]);
    expect(await pause()).toMatchObject({ status: 'ACTIVE', actualStartTime: seeded.startTime });
    expect(await clientStatus()).toBe('PAUSE_VAC');
    // Again in the same minute: nothing more to do.
    expect(await runAt(start + 1000)).toEqual([]);

    expect(await runAt(end - MINUTE)).toEqual([]);
    expect((await pause()).status).toBe('ACTIVE');

    expect(await runAt(end)).toEqual([seeded.id]);
    expect(await pause()).toMatchObject({ status: 'COMPLETED', actualEndTime: seeded.endTime });
    expect(await clientStatus()).toBe('ACTIVE');
  });

  it('completes at once a pending pause whose whole window passed while it did not run', async () => {
    const start = Date.now() + 1000 * MINUTE;
    const [row] = await db()
      .insert(vacationPauses)
      .values({
        clientId: 1,
        startTime: new Date(start),
        endTime: new Date(start + 60 * MINUTE),
        status: 'PENDING',
      })
      .returning();
    expect(await runAt(start + 120 * MINUTE)).toEqual([row!.id]);
    const [after] = await db().select().from(vacationPauses).where(eq(vacationPauses.id, row!.id));
    expect(after).toMatchObject({
      status: 'COMPLETED',
      actualStartTime: row!.startTime,
      actualEndTime: row!.endTime,
    });
    expect(await clientStatus()).toBe('ACTIVE');
  });

  it('is on the job list', async () => {
    const { jobList } = await import('../../jobs/job-list');
    expect(jobList.map((j) => j.name)).toContain('vacation-clock');
  });
});
