import type { JobDefinition } from '../../../jobs/job-definition';
import { restoreDueChannels } from './cap-restores.repository';

/**
 * Puts DAYCAPPED and WEEKCAPPED channels back to ACTIVE at the start of their client's next
 * local day or week (decision 0047), every minute.
 */
export const channelCapRestoreJob: JobDefinition = {
  name: 'channel-cap-restore',
  cron: '* * * * *',
  handler: ({ db, now }) => db.transaction((tx) => restoreDueChannels(tx, now)),
};
