import type { JobDefinition } from '../../../jobs/job-definition';
import { drainLeadDeliveries } from './lead-delivery.service';

/** Sends the e-mails and CRM posts of sold leads, with retries, every minute. Logs counts only. */
export const leadDeliveryJob: JobDefinition = {
  name: 'lead-delivery',
  cron: '* * * * *',
  handler: ({ db, email, crm, now }) => drainLeadDeliveries(db, { email, crm }, now),
};
