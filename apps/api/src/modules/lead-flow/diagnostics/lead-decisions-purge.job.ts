import type { JobDefinition } from '../../../jobs/job-definition';
import { deleteDecisionsBefore } from './diagnostics.repository';

/** How long routing decisions are kept for the diagnostics (decision 0030). */
export const DECISION_RETENTION_DAYS = 30;

/** Deletes routing decisions past their retention, daily at 03:41 UTC; answers how many. */
export const leadDecisionsPurgeJob: JobDefinition = {
  name: 'lead-decisions-purge',
  cron: '41 3 * * *',
  handler: async ({ db, now }) => {
    const before = new Date(now.getTime() - DECISION_RETENTION_DAYS * 86_400_000);
    return { deleted: await deleteDecisionsBefore(db, before) };
  },
};
