import type { JobDefinition } from '../../jobs/job-definition';
import { advanceVacations } from './vacation-clock.service';

/** Starts and ends vacation pauses at their times, every minute. */
export const vacationClockJob: JobDefinition = {
  name: 'vacation-clock',
  cron: '* * * * *',
  handler: ({ db, now }) => advanceVacations(db, now),
};
