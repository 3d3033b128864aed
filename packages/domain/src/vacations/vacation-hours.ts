/**
 * The pool of vacation hours (seed 001 §3 summary, §9): 720 hours, hours used rounded up. A pause
 * takes its hours from the pool as booked: a PENDING one from start to end, an ACTIVE one from
 * its actual start to its end, a COMPLETED one from its actual start to its actual end; a
 * CANCELED one none. Replenishing (staff) starts the pool again: only hours after it count.
 */
import { MAX_VACATION_HOURS, MS_PER_HOUR } from './vacation-constants';
import type { VacationPause } from './vacation-status';

export interface VacationHoursSummary {
  hoursUsed: number;
  /** Unlimited clients: the most one pause may last. */
  hoursAvailable: number;
  hasUnlimited: boolean;
}

/** The instants a pause holds, in ms, or null for a canceled one. */
export function bookedWindow(pause: VacationPause): { start: number; end: number } | null {
  const start = (pause.actualStartTime ?? pause.startTime).getTime();
  switch (pause.status) {
    case 'CANCELED':
      return null;
    case 'PENDING':
      return { start: pause.startTime.getTime(), end: pause.endTime.getTime() };
    case 'ACTIVE':
      return { start, end: pause.endTime.getTime() };
    case 'COMPLETED':
      return { start, end: (pause.actualEndTime ?? pause.endTime).getTime() };
  }
}

/** Milliseconds of the pool a pause takes, counting only after `since`. */
export function bookedMs(pause: VacationPause, since: Date | null = null): number {
  const window = bookedWindow(pause);
  if (!window) return 0;
  const start = Math.max(window.start, since?.getTime() ?? -Infinity);
  return Math.max(0, window.end - start);
}

/** Whole hours, rounded up. */
export const hoursRoundedUp = (ms: number): number => Math.ceil(ms / MS_PER_HOUR);

export function vacationHoursSummary(
  pauses: readonly VacationPause[],
  options: { hasUnlimited: boolean; since?: Date | null },
): VacationHoursSummary {
  const used = hoursRoundedUp(pauses.reduce((sum, p) => sum + bookedMs(p, options.since), 0));
  return {
    hoursUsed: used,
    hoursAvailable: options.hasUnlimited
      ? MAX_VACATION_HOURS
      : Math.max(0, MAX_VACATION_HOURS - used),
    hasUnlimited: options.hasUnlimited,
  };
}
