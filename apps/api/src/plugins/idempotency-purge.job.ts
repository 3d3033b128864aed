import type { JobDefinition } from '../jobs/job-definition';
import { IDEMPOTENCY_KEY_MS } from './idempotency';
import { purgeKeysBefore } from './idempotency-store';

/** Forgets Idempotency-Keys older than 24 hours, every hour. */
export const idempotencyPurgeJob: JobDefinition = {
  name: 'idempotency-purge',
  cron: '17 * * * *',
  handler: async ({ db, now }) => ({
    purged: await purgeKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_MS)),
  }),
};
