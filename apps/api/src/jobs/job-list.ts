import { pauseExpiryJob } from '../modules/channels/pause/pause-expiry.job';
import { vacationClockJob } from '../modules/vacations/vacation-clock.job';
import { idempotencyPurgeJob } from '../plugins/idempotency-purge.job';
import type { JobDefinition } from './job-definition';

/** Every scheduled job of the API; the jobs plugin schedules and works exactly these. */
export const jobList: readonly JobDefinition[] = [
  pauseExpiryJob,
  vacationClockJob,
  idempotencyPurgeJob,
];
