import { and, eq, inArray } from 'drizzle-orm';
import cronParser from 'cron-parser';
import pino from 'pino';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import type { Database, Tx } from '../database';
import { loadConfig } from '../../config';
import { channels } from '../schema/channels';
import { vendors } from '../schema/packages';
import type { JobContext, JobDefinition } from '../../jobs/job-definition';
import { createOutboxEmailTransport } from '../../adapters/email/outbox-email-transport';
import { createRecordingEmailSender } from '../../modules/email-history/email-recorder.service';
import { createOutboxCrmPoster } from '../../adapters/crm/outbox-crm-poster';
import { processSecret } from '../../adapters/crm/post-signature';
import { signingCrmPoster } from '../../adapters/crm/signing-crm-poster';
import { channelCapRestoreJob } from '../../modules/lead-flow/routing/channel-cap-restore.job';
import { leadDeliveryJob } from '../../modules/lead-flow/delivery/lead-delivery.job';
import { leadDecisionsPurgeJob } from '../../modules/lead-flow/diagnostics/lead-decisions-purge.job';
import { monthlyStatementsJob } from '../../modules/billing/statements/statements.job';
import { demoBilling } from './demo-billing';
import { demoWebLeads } from './demo-leads';
import { demoCalls, type DemoCallClient } from './demo-calls';
import { demoCredits } from './demo-credits';
import { historySpan, type HistoryEvent, type HistorySpan } from './demo-clock';
import { seededRandom } from './random';

/**
 * The scheduled jobs the history runs on its clock: the lead flow's (caps restored, deliveries
 * sent, old decisions purged) and the monthly statements. The demo's pauses, vacations, billing
 * types and cancellations are set for today, so their jobs have nothing to do in the past.
 */
const HISTORY_JOBS: readonly JobDefinition[] = [
  channelCapRestoreJob,
  leadDeliveryJob,
  leadDecisionsPurgeJob,
  monthlyStatementsJob,
];
const EVERY_MINUTE = '* * * * *';
/** The channel statuses of today the history did not have: the demo's pauses and caps are today's. */
const TODAYS_STATUSES = [CHANNEL_STATUS.PAUSE, 'DAYCAPPED', 'WEEKCAPPED'];

/** The demo clients of the history: the one whose web channels get leads, and the call volumes. */
export interface DemoHistoryClients {
  webClientId: number;
  calls: DemoCallClient[];
}

/**
 * Sets the clients' channels held today by a pause or a cap to ACTIVE for the history; answers
 * what gives them today's status back.
 */
async function holdTodaysStatuses(tx: Tx, clientIds: number[]): Promise<() => Promise<void>> {
  const held = await tx
    .select({ id: channels.id, status: channels.status, pause: channels.temporaryPause })
    .from(channels)
    .where(and(inArray(channels.clientId, clientIds), inArray(channels.status, TODAYS_STATUSES)));
  for (const { id } of held) {
    await tx
      .update(channels)
      .set({ status: CHANNEL_STATUS.ACTIVE, temporaryPause: null })
      .where(eq(channels.id, id));
  }
  return async () => {
    for (const { id, status, pause } of held) {
      await tx.update(channels).set({ status, temporaryPause: pause }).where(eq(channels.id, id));
    }
  };
}

/**
 * Runs of the jobs: the ones of every minute before each event of the history (between two
 * events they would find nothing new to do) and at its end; the others at their cron instants.
 */
function jobRuns(tx: Tx, span: HistorySpan) {
  const db = tx as unknown as Database;
  // Mail of the history is recorded at the history's own instants.
  let current = span.start;
  const clock = () => new Date(current);
  const ports = {
    db,
    log: pino({ level: 'silent' }),
    email: createRecordingEmailSender(
      db,
      createOutboxEmailTransport(db, loadConfig().email.from, clock),
      clock,
    ),
    crm: signingCrmPoster(createOutboxCrmPoster(db), processSecret()),
  };
  const context = (now: number): JobContext => {
    current = now;
    return { ...ports, now: new Date(now) };
  };
  const everyMinute = HISTORY_JOBS.filter((job) => job.cron === EVERY_MINUTE);
  const scheduled: HistoryEvent[] = HISTORY_JOBS.filter((job) => job.cron !== EVERY_MINUTE).flatMap(
    (job) => {
      const instants = cronParser.parseExpression(job.cron, {
        currentDate: new Date(span.start),
        endDate: new Date(span.now),
        utc: true,
      });
      const runs: HistoryEvent[] = [];
      while (instants.hasNext()) {
        const at = instants.next().getTime();
        runs.push({ at, run: async () => void (await job.handler(context(at))) });
      }
      return runs;
    },
  );
  return {
    scheduled,
    minuteJobsAt: async (at: number) => {
      for (const job of everyMinute) await job.handler(context(at));
    },
  };
}

/**
 * The demo's last 90 days (issue 16), made by the engine itself on a clock that moves through
 * them: the opening deposits and monthly top-ups, web leads and inbound calls arriving on
 * weekdays, each routed, sold, charged and offered at its instant, lead credits asked for and
 * decided (demo-credits.ts), and the lead flow's jobs and
 * the monthly statements run on the same clock. Balances, caps, statuses, deliveries, the call
 * log and the statements so agree. The channels paused or capped today take part as active ones
 * and get today's status back at the end.
 */
export async function seedDemoHistory(
  tx: Tx,
  clients: DemoHistoryClients,
  now: number,
): Promise<void> {
  const span = historySpan(now);
  const restoreToday = await holdTodaysStatuses(tx, [
    clients.webClientId,
    ...clients.calls.map((c) => c.clientId),
  ]);
  const deposits = await demoBilling(tx, seededRandom(20261124), span);
  // The leads and calls come from the first vendor.
  const [vendor] = await tx.select({ id: vendors.id }).from(vendors).orderBy(vendors.id).limit(1);
  if (!vendor) throw new Error('the demo history needs a vendor');
  const webLeads = await demoWebLeads(
    tx,
    vendor.id,
    clients.webClientId,
    seededRandom(20261126),
    span,
  );
  const calls = await demoCalls(tx, vendor.id, clients.calls, seededRandom(20261125), span);
  const credits = await demoCredits(tx, vendor.id, clients.webClientId, span);
  const jobs = jobRuns(tx, span);
  const timeline = [
    ...deposits,
    ...webLeads,
    ...calls.events,
    ...credits.events,
    ...jobs.scheduled,
  ].sort((a, b) => a.at - b.at);
  for (const event of timeline) {
    await jobs.minuteJobsAt(event.at);
    await event.run();
  }
  await jobs.minuteJobsAt(span.now);
  await calls.finish();
  await credits.finish();
  await restoreToday();
}
