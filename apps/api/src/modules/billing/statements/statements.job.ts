import type { JobDefinition } from '../../../jobs/job-definition';
import { writeMonthlyStatements } from './statement-writer';

/** 02:15 UTC on the 1st: the monthly statements of the month that just closed (and any missed). */
export const monthlyStatementsJob: JobDefinition = {
  name: 'monthly-statements',
  cron: '15 2 1 * *',
  handler: ({ db, now }) => writeMonthlyStatements(db, now),
};
