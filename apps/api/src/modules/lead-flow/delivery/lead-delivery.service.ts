import type { CrmPoster } from '../../../adapters/crm/crm-poster';
import type { EmailSender } from '../../../adapters/email/email-sender';
import type { Database } from '../../../db/database';
import { MAX_DELIVERY_ATTEMPTS, retryAt } from './delivery-backoff';
import { deliveryMessage } from './delivery-message';
import {
  claimDueDelivery,
  leaseDelivery,
  markAttemptFailed,
  markSent,
  type DueDelivery,
} from './lead-deliveries.repository';

/** The most e-mails one run sends; the next minute's run takes the rest. */
const BATCH = 100;

export interface DrainResult {
  sent: number;
  failed: number;
}

/** An e-mail, or a CRM post signed by the CRM port (decision 0037). */
async function send(ports: { email: EmailSender; crm: CrmPoster }, due: DueDelivery) {
  if (due.kind === 'crm') {
    await ports.crm.post({
      channelId: due.channelId,
      domain: due.to,
      body: due.payload ?? '',
      isTest: false,
    });
  } else {
    await ports.email.send(deliveryMessage(due));
  }
}

/**
 * Sends the due lead e-mails and CRM posts (decisions 0030, 0037). Each is leased in its own short transaction (its
 * attempt counted, its next attempt set), sent outside any transaction, then marked sent or
 * failed: a crash between send and mark sends it again (at least once), and the sale, committed
 * with the intake, is never touched. Two instances skip each other's leased rows.
 */
export async function drainLeadDeliveries(
  db: Database,
  ports: { email: EmailSender; crm: CrmPoster },
  now: Date,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  for (let i = 0; i < BATCH; i++) {
    const due = await db.transaction(async (tx) => {
      const row = await claimDueDelivery(tx, now);
      if (row) await leaseDelivery(tx, row.id, retryAt(row.attempts + 1, now));
      return row;
    });
    if (!due) break;
    try {
      await send(ports, due);
      await db.transaction((tx) => markSent(tx, due.id, now));
      result.sent++;
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
      const finalAttempt = due.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
      await db.transaction((tx) => markAttemptFailed(tx, due.id, { finalAttempt, error }));
      result.failed++;
    }
  }
  return result;
}
