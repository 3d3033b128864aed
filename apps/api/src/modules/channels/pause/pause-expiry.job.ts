import type { JobDefinition } from '../../../jobs/job-definition';
import { endExpiredPauses } from './pause-expiry.service';

/** Ends the temporary pauses that are over, every minute. */
export const pauseExpiryJob: JobDefinition = {
  name: 'channel-pause-expiry',
  cron: '* * * * *',
  handler: ({ db, now }) => endExpiredPauses(db, now),
};
