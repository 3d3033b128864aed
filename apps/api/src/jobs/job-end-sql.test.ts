import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle, ExecuteSql } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { waitForJob } from '../test/wait-for-job';
import { createJobQueue } from './job-queue';

/** An error as node-postgres gives it when the server ends the session (pg_terminate_backend). */
function terminated(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
}

/**
 * The database is lost just as a worker records its job's end: pg-boss does not await that
 * statement, so before the job queue's SQL guarded it, its rejection was unhandled and ended the
 * process (issue 33). The guard retries it on a new connection, or logs it; nothing is unhandled.
 */
describe('a job whose end is recorded while the database connection is lost', () => {
  let database: DatabaseHandle;
  let queue: PgBoss;
  const logLines: string[] = [];
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);
  /** How many more job-end statements fail as if their connection had been terminated. */
  let lostEnds = 0;
  let endsSeen = 0;
  let runs = 0;

  const faulty = (executeSql: ExecuteSql): ExecuteSql => {
    return async (text, values) => {
      if (/^\s*(WITH (results|deleted_jobs) AS)/.test(text)) {
        endsSeen += 1;
        if (lostEnds > 0) {
          lostEnds -= 1;
          throw terminated();
        }
      }
      return executeSql(text, values);
    };
  };

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnhandled);
    database = await openTestDatabase();
    const log = pino({ level: 'error' }, { write: (line: string) => void logLines.push(line) });
    queue = createJobQueue(
      faulty(database.executeSql),
      { pollingIntervalSeconds: 0.5, schedule: false },
      log,
    );
    queue.on('error', () => undefined);
    await queue.start();
    await queue.createQueue('always-fails', { name: 'always-fails', retryLimit: 2 });
    await queue.work('always-fails', () => {
      runs += 1;
      throw new Error('the job failed');
    });
    await queue.createQueue('succeeds', { name: 'succeeds' });
    await queue.work('succeeds', () => Promise.resolve({ done: true }));
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false, wait: true });
    await database?.close();
    process.off('unhandledRejection', recordUnhandled);
  });
  afterEach(() => expect(unhandled.splice(0)).toEqual([]));

  it('records a failure over a new connection, and the queue runs the job again', async () => {
    lostEnds = 2;
    runs = 0;
    const id = await queue.send('always-fails', {});
    const job = await waitForJob(queue, 'always-fails', id!, 'failed', 20_000);
    // Three runs: the first and two retries, each failure recorded despite two lost statements.
    expect(runs).toBe(3);
    expect(job.retryCount).toBe(2);
    expect(lostEnds).toBe(0);
  });

  it('records a completion over a new connection', async () => {
    lostEnds = 1;
    const id = await queue.send('succeeds', {});
    const job = await waitForJob(queue, 'succeeds', id!, 'completed');
    expect(job.output).toEqual({ done: true });
  });

  it('logs an end it could not record and keeps the job active, to expire and run again', async () => {
    lostEnds = 1_000;
    const before = endsSeen;
    runs = 0;
    const id = await queue.send('always-fails', {});
    for (let waited = 0; endsSeen - before < 4 && waited < 200; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endsSeen - before).toBe(4);
    expect(runs).toBe(1);
    expect((await queue.getJobById('always-fails', id!))?.state).toBe('active');
    expect(logLines.join('')).toContain('could not record the end of a job');
    expect(logLines.join('')).toContain('57P01');
    lostEnds = 0;
  });
});
