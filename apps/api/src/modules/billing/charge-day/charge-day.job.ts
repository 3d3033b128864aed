import type { JobDefinition } from '../../../jobs/job-definition';
import { runChargeDay } from './charge-day.service';

/**
 * Every hour: charges the products whose charge day is today once 06:00 UTC has passed (early
 * morning in the US), and catches up yesterday's, so a run lost at 06:00 (database down) is made
 * by a later tick that day, or the next day (`dueChargeDates`). Claims make it once per date.
 */
export const chargeDayJob: JobDefinition = {
  name: 'charge-day',
  cron: '0 * * * *',
  handler: async ({ db, now, log, cardVault }) => {
    if (!cardVault) throw new Error('the charge-day job needs the card vault');
    return runChargeDay({ db, vault: cardVault, log, now });
  },
};
