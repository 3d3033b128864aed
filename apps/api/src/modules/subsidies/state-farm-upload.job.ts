import type { JobDefinition } from '../../jobs/job-definition';
import { processDueStateFarmUploads } from './state-farm-upload.service';

/**
 * 05:10 UTC daily (past midnight in New York in summer and winter): the State Farm uploads whose
 * processing date (the 1st of the month) has come. Daily, not monthly, so a run missed on the 1st
 * is caught the next day; a day with nothing due does nothing.
 */
export const stateFarmUploadJob: JobDefinition = {
  name: 'state-farm-subsidy-upload',
  cron: '10 5 * * *',
  handler: ({ db, now }) => processDueStateFarmUploads(db, now),
};
