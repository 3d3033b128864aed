import type { JobDefinition } from '../../../jobs/job-definition';
import { runChargeDay } from './charge-day.service';

/** 06:00 UTC daily (early morning in the US): charges the products whose charge day is today. */
export const chargeDayJob: JobDefinition = {
  name: 'charge-day',
  cron: '0 6 * * *',
  handler: async ({ db, now, log, cardVault }) => {
    if (!cardVault) throw new Error('the charge-day job needs the card vault');
    return runChargeDay({ db, vault: cardVault, log, now });
  },
};
