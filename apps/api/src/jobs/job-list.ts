import { pauseExpiryJob } from '../modules/channels/pause/pause-expiry.job';
import { vacationClockJob } from '../modules/vacations/vacation-clock.job';
import { channelCapRestoreJob } from '../modules/lead-flow/routing/channel-cap-restore.job';
import { leadDecisionsPurgeJob } from '../modules/lead-flow/diagnostics/lead-decisions-purge.job';
import { leadDeliveryJob } from '../modules/lead-flow/delivery/lead-delivery.job';
import { staleCallLegsJob } from '../modules/lead-flow/calls/stale-call-legs.job';
import { idempotencyPurgeJob } from '../plugins/idempotency-purge.job';
import { cardRechargeJob } from '../modules/billing/recharge/recharge.job';
import { chargeDayJob } from '../modules/billing/charge-day/charge-day.job';
import { monthlyStatementsJob } from '../modules/billing/statements/statements.job';
import { clientCancellationJob } from '../modules/billing/cancellation/cancellation.job';
import { stateFarmUploadJob } from '../modules/subsidies/state-farm-upload.job';
import type { JobDefinition } from './job-definition';

/** Every scheduled job of the API; the jobs plugin schedules and works exactly these. */
export const jobList: readonly JobDefinition[] = [
  pauseExpiryJob,
  vacationClockJob,
  idempotencyPurgeJob,
  leadDeliveryJob,
  channelCapRestoreJob,
  leadDecisionsPurgeJob,
  staleCallLegsJob,
  cardRechargeJob,
  chargeDayJob,
  clientCancellationJob,
  monthlyStatementsJob,
  stateFarmUploadJob,
];
