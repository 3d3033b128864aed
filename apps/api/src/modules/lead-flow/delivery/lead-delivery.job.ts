import type { JobDefinition } from '../../../jobs/job-definition';
import { drainLeadDeliveries } from './lead-delivery.service';

/** Sends the e-mails of sold leads, with retries, every minute. Logs counts only. */
export const leadDeliveryJob: JobDefinition = {
  name: 'lead-delivery',
  cron: '* * * * *',
  handler: ({ db, email, now }) => drainLeadDeliveries(db, email, now),
};
