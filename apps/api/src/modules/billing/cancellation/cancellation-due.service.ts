import {
  businessToday,
  isCancellationDue,
} from '@client-admin/domain/billing/cancellation/cancellation-date';
import type { Database } from '../../../db/database';
import { lockClientStatus } from '../../clients/clients.public';
import { applyCancellation } from './cancellation-apply';
import { findScheduledCancellation, listDueCancellations } from './cancellation.repository';

const SYSTEM = { actorUserId: null, actorEmail: 'system' };

/**
 * Applies the scheduled cancellations whose day has come on the business calendar, one
 * transaction each, the client locked before its cancellation (the requests' order). One that a
 * request withdrew meanwhile is skipped; an applied one is no longer scheduled, so a second run
 * applies nothing. Returns the ids it applied.
 */
export async function applyDueCancellations(db: Database, now: Date): Promise<number[]> {
  const today = businessToday(now);
  const due = await db.transaction((tx) => listDueCancellations(tx, today));
  const applied: number[] = [];
  for (const { id, clientId } of due) {
    const done = await db.transaction(async (tx) => {
      await lockClientStatus(tx, clientId);
      const row = await findScheduledCancellation(tx, clientId, { lock: true });
      if (row?.id !== id || !isCancellationDue(row.effectiveDate, today)) return false;
      await applyCancellation(tx, row, SYSTEM, now);
      return true;
    });
    if (done) applied.push(id);
  }
  return applied;
}
