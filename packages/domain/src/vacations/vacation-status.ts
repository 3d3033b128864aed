/**
 * Vacation pause statuses and their moves (seed 001 §3, §4). The server decides a new pause's
 * status: ACTIVE when it starts now or earlier (it starts now), else PENDING. Cancelling an
 * ACTIVE pause completes it with its actual end now; cancelling a PENDING one cancels it; a
 * pause that is over cannot be cancelled (ours).
 */
import type { VacationStatus } from './vacation-constants';
import { VACATION_MESSAGES } from './vacation-messages';

export interface VacationPause {
  id: number;
  status: VacationStatus;
  startTime: Date;
  endTime: Date;
  actualStartTime: Date | null;
  actualEndTime: Date | null;
}

/** PENDING and ACTIVE pauses are still to come or going on. */
export const isOpenVacation = (status: VacationStatus): boolean =>
  status === 'PENDING' || status === 'ACTIVE';

export interface VacationStart {
  status: 'PENDING' | 'ACTIVE';
  actualStartTime: Date | null;
}

/** A new (or re-timed PENDING) pause: ACTIVE from now when its start has come, else PENDING. */
export function startOfVacation(startTime: Date, now: Date): VacationStart {
  return startTime.getTime() <= now.getTime()
    ? { status: 'ACTIVE', actualStartTime: now }
    : { status: 'PENDING', actualStartTime: null };
}

export type CancelOutcome =
  | { ok: true; status: 'COMPLETED'; actualEndTime: Date }
  | { ok: true; status: 'CANCELED'; actualEndTime: null }
  | { ok: false; message: string };

export function cancelVacation(pause: Pick<VacationPause, 'status'>, now: Date): CancelOutcome {
  if (pause.status === 'ACTIVE') return { ok: true, status: 'COMPLETED', actualEndTime: now };
  if (pause.status === 'PENDING') return { ok: true, status: 'CANCELED', actualEndTime: null };
  return { ok: false, message: VACATION_MESSAGES.alreadyOver };
}

/**
 * What the clock does to a pause (the job that starts and ends pauses): a PENDING pause whose
 * start has come becomes ACTIVE from its start; an ACTIVE one whose end has come is COMPLETED at
 * its end. Null: no change.
 */
export function advanceVacation(
  pause: VacationPause,
  now: Date,
): Pick<VacationPause, 'status' | 'actualStartTime' | 'actualEndTime'> | null {
  const t = now.getTime();
  if (pause.status === 'PENDING' && pause.startTime.getTime() <= t) {
    if (pause.endTime.getTime() <= t) {
      return {
        status: 'COMPLETED',
        actualStartTime: pause.startTime,
        actualEndTime: pause.endTime,
      };
    }
    return { status: 'ACTIVE', actualStartTime: pause.startTime, actualEndTime: null };
  }
  if (pause.status === 'ACTIVE' && pause.endTime.getTime() <= t) {
    return {
      status: 'COMPLETED',
      actualStartTime: pause.actualStartTime ?? pause.startTime,
      actualEndTime: pause.endTime,
    };
  }
  return null;
}
