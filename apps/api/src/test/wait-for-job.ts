import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';

/** The job once it has reached `state`; fails after `timeoutMs`. */
export async function waitForJob(
  queue: PgBoss,
  name: string,
  id: string,
  state: PgBoss.JobWithMetadata['state'],
  timeoutMs = 10_000,
): Promise<PgBoss.JobWithMetadata> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJobById<object>(name, id);
    if (job?.state === state) return job;
    if (Date.now() > deadline) throw new Error(`job ${name} ${id} is ${job?.state}, not ${state}`);
    await sleep(100);
  }
}
