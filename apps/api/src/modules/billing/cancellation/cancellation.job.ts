import type { JobDefinition } from '../../../jobs/job-definition';
import { applyDueCancellations } from './cancellation-due.service';

/** Every hour: applies the scheduled client cancellations whose day has come (decision 0039). */
export const clientCancellationJob: JobDefinition = {
  name: 'client-cancellation',
  cron: '5 * * * *',
  handler: ({ db, now }) => applyDueCancellations(db, now),
};
