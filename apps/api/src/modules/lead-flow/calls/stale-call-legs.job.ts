import type { JobDefinition } from '../../../jobs/job-definition';
import { endStaleLegs } from './call-events.service';

/** Ends the call legs the telephony network stopped reporting (decision 0033), every minute. */
export const staleCallLegsJob: JobDefinition = {
  name: 'stale-call-legs',
  cron: '* * * * *',
  handler: ({ db, now }) => endStaleLegs(db, now),
};
