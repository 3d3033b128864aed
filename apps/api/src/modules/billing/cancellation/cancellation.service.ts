import type {
  CancelClientBody,
  CancellationAnswer,
  CancellationSchedule,
  CancelReason,
} from '@client-admin/contracts/billing-cancellation';
import { CANCEL_REASONS } from '@client-admin/domain/billing/cancellation/cancel-reasons';
import {
  businessToday,
  effectiveDateProblem,
  isCancellationDue,
} from '@client-admin/domain/billing/cancellation/cancellation-date';
import { CANCELLATION_MESSAGES as M } from '@client-admin/domain/billing/cancellation/cancellation-messages';
import { isClientCancelled } from '@client-admin/domain/billing/cancellation/cancellation-status';
import type { Database } from '../../../db/database';
import { badRequest, HttpError, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import {
  actorOf,
  recordClientLog,
  checkClientFor,
  loadClientFor,
} from '../../clients/clients.public';
import { applyCancellation } from './cancellation-apply';
import {
  findScheduledCancellation,
  insertCancellation,
  withdrawCancellation,
  type CancellationRow,
} from './cancellation.repository';

/** A refusal the client's state causes, not a field (decision 0039). */
const refused = (message: string) => new HttpError(400, message);

const NONE_SCHEDULED: CancellationSchedule = {
  isCancellationScheduled: false,
  effectiveDate: null,
  reasonCode: null,
};

const toSchedule = (row: CancellationRow | null): CancellationSchedule =>
  row
    ? {
        isCancellationScheduled: true,
        effectiveDate: row.effectiveDate,
        reasonCode: row.reasonCode,
      }
    : NONE_SCHEDULED;

const logState = (row: CancellationRow) => ({
  cancellationId: row.id,
  reasonCode: row.reasonCode,
  effectiveDate: row.effectiveDate,
});

/** GET /api/billing/{id}/cancel-client-reasons: the domain's list, for a client the caller sees. */
export async function getCancelReasons(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<CancelReason[]> {
  await db.transaction((tx) => checkClientFor(tx, user, clientId));
  return CANCEL_REASONS.map(({ code, text }) => ({ code, text }));
}

/** GET /api/billing/{id}/is-cancellation-scheduled. */
export async function isCancellationScheduled(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<CancellationSchedule> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return toSchedule(await findScheduledCancellation(tx, clientId));
  });
}

/**
 * POST /api/Billing/{id}/cancel-client: schedules the cancellation for its effective date
 * (today when left out); today's is applied at once, in the same transaction. A client already
 * cancelled, or with one scheduled, is refused.
 */
export async function cancelClient(
  db: Database,
  user: RequestUser,
  clientId: number,
  body: CancelClientBody,
  now: Date = new Date(),
): Promise<CancellationAnswer> {
  const today = businessToday(now);
  const effectiveDate = body.effectiveDate ?? today;
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId, { lock: true });
    const problem = effectiveDateProblem(effectiveDate, today);
    if (problem) throw badRequest('effectiveDate', problem);
    if (isClientCancelled(client.status)) throw refused(M.alreadyCancelled);
    const existing = await findScheduledCancellation(tx, clientId);
    if (existing) throw refused(M.alreadyScheduled(existing.effectiveDate));
    const row = await insertCancellation(tx, {
      clientId,
      reasonCode: body.reasonCode,
      notes: body.notes,
      effectiveDate,
      requestedBy: user.id,
      requestedByEmail: user.email,
      requestedAt: now,
    });
    await recordClientLog(tx, {
      clientId,
      ...actorOf(user),
      action: 'CANCELLATION_SCHEDULED',
      before: null,
      after: logState(row),
    });
    if (!isCancellationDue(effectiveDate, today)) {
      return { message: M.scheduled(client.fullName, effectiveDate), ...toSchedule(row) };
    }
    await applyCancellation(tx, row, actorOf(user), now);
    return { message: M.cancelledNow(client.fullName), ...NONE_SCHEDULED };
  });
}

/** POST /api/billing/{id}/cancel-cancellation: withdraws the scheduled one; none is a 404. */
export async function cancelCancellation(
  db: Database,
  user: RequestUser,
  clientId: number,
  now: Date = new Date(),
): Promise<CancellationAnswer> {
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId, { lock: true });
    const row = await findScheduledCancellation(tx, clientId, { lock: true });
    if (!row) throw notFound(M.noneScheduled);
    await withdrawCancellation(tx, row.id, user.id, now);
    await recordClientLog(tx, {
      clientId,
      ...actorOf(user),
      action: 'CANCELLATION_WITHDRAWN',
      before: logState(row),
      after: null,
    });
    return { message: M.withdrawn(client.fullName), ...NONE_SCHEDULED };
  });
}
