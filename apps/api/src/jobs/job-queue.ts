import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '../db/database';
import type { JobDefinition } from './job-definition';
import { jobQueueSql } from './job-end-sql';

export interface JobQueueOptions {
  /** How often an idle worker asks for jobs; pg-boss's default is 2, its floor 0.5. */
  pollingIntervalSeconds?: number;
  /** false leaves out the cron: jobs run only when sent (tests that count runs). */
  schedule?: boolean;
}

// pgboss.job is unique on (queue, singleton key, singleton slot): every instance's cron tick
// and every send within one minute land on the same row, so a minute's run is queued once.
const TICK_SECONDS = 60;
// One run of a job at a time and no backlog of runs waiting behind it: a sweep run catches up
// on whatever the skipped ones would have done.
const POLICY = 'stately';

export function tickOptions(name: string): PgBoss.SendOptions {
  return { singletonKey: name, singletonSeconds: TICK_SECONDS };
}

/** pg-boss on the app's own connections (pool or PGlite); it closes none of them. */
export function createJobQueue(
  executeSql: ExecuteSql,
  options: JobQueueOptions,
  log: FastifyBaseLogger,
): PgBoss {
  return new PgBoss({
    db: { executeSql: jobQueueSql(executeSql, log) },
    schedule: options.schedule ?? true,
    ...(options.pollingIntervalSeconds
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
  });
}

/** Starts pg-boss (creating its schema the first time), then schedules and works every job. */
export async function startJobs(
  queue: PgBoss,
  definitions: readonly JobDefinition[],
  run: (name: string) => Promise<unknown>,
  options: JobQueueOptions & { log: FastifyBaseLogger },
): Promise<void> {
  const scheduling = options.schedule ?? true;
  await queue.start();
  if (scheduling) await unscheduleRemoved(queue, definitions);
  for (const { name, cron } of definitions) {
    await queue.createQueue(name, { name, policy: POLICY });
    if (scheduling) await queue.schedule(name, cron, {}, tickOptions(name));
    await queue.work(name, async () => {
      try {
        return await run(name);
      } catch (err) {
        options.log.error({ err, job: name }, 'job failed');
        throw err;
      }
    });
  }
  options.log.info(
    { jobs: definitions.map(({ name, cron }) => ({ name, cron: scheduling ? cron : null })) },
    'jobs scheduled',
  );
}

/** The job list is the one source of schedules: a job taken out of it stops being sent. */
async function unscheduleRemoved(queue: PgBoss, definitions: readonly JobDefinition[]) {
  const names = new Set(definitions.map(({ name }) => name));
  for (const { name } of await queue.getSchedules()) {
    if (!names.has(name)) await queue.unschedule(name);
  }
}
