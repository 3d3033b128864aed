import type { EmailSender } from '../../../adapters/email/email-sender';
import type { Database } from '../../../db/database';
import { MAX_DELIVERY_ATTEMPTS, retryAt } from './delivery-backoff';
import { deliveryMessage } from './delivery-message';
import {
  claimDueDelivery,
  leaseDelivery,
  markAttemptFailed,
  markSent,
} from './lead-deliveries.repository';

/** The most e-mails one run sends; the next minute's run takes the rest. */
const BATCH = 100;

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends the due lead e-mails (decision 0030). Each is leased in its own short transaction (its
 * attempt counted, its next attempt set), sent outside any transaction, then marked sent or
 * failed: a crash between send and mark sends it again (at least once), and the sale, committed
 * with the intake, is never touched. Two instances skip each other's leased rows.
 */
export async function drainLeadDeliveries(
  db: Database,
  email: EmailSender,
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
      await email.send(deliveryMessage(due));
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
