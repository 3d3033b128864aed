import type { JobDefinition } from '../../../jobs/job-definition';
import { runRecharges } from './recharge.service';

/** Every minute: charges the open automatic-recharge requests through the card vault. */
export const cardRechargeJob: JobDefinition = {
  name: 'card-recharge',
  cron: '* * * * *',
  handler: async ({ db, now, log, cardVault }) => {
    if (!cardVault) throw new Error('the card-recharge job needs the card vault');
    return runRecharges({ db, vault: cardVault, log, now });
  },
};
