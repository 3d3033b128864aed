import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecuteSql } from '../db/database';
import { isConnectionLoss } from '../db/connection-errors';

/** pg-boss's statements, by the same builders it runs them from (it has no typed export). */
interface PgBossPlans {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
}
const plans = createRequire(import.meta.url)('pg-boss/src/plans') as PgBossPlans;

/** pg-boss's default schema, which the queue uses. */
const SCHEMA = 'pgboss';
const ATTEMPTS = 4;
const FIRST_RETRY_MS = 250;
/** What pg-boss reads of a completion's answer: the count of jobs it changed. */
const NOTHING_CHANGED = { rows: [{ count: '0' }] };

/**
 * The SQL the job queue runs, made safe for the two statements pg-boss does not await: a worker
 * records its job's end (complete or fail) and goes on (pg-boss 10 `manager.js` watch), so a
 * rejected statement there is an unhandled rejection, which ends a Node 20 process. A lost
 * connection there is retried on a new one; if the database is still gone, the failure is logged
 * and the job stays active until its expiry, when the queue fails it and runs it again.
 */
export function jobQueueSql(executeSql: ExecuteSql, log: FastifyBaseLogger): ExecuteSql {
  const unawaited = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);
  return async (text, values) => {
    if (!unawaited.has(text)) return executeSql(text, values);
    for (let attempt = 1; ; attempt++) {
      try {
        return await executeSql(text, values);
      } catch (err) {
        if (attempt < ATTEMPTS && isConnectionLoss(err)) {
          await sleep(FIRST_RETRY_MS * 2 ** (attempt - 1));
          continue;
        }
        log.error(
          { err },
          'the job queue could not record the end of a job; it runs again once expired',
        );
        return NOTHING_CHANGED;
      }
    }
  };
}
