/**
 * The server's checks of a new or edited vacation pause (the seeds leave them to the server;
 * ours): the end after the start and in the future, at most 720 hours, no overlap with the
 * client's other PENDING or ACTIVE pauses, no more hours than the pool has left, an ACTIVE
 * pause keeps its start, and a pause that is over is not edited.
 */
import { fieldError, type FieldError } from '../field-error';
import { MAX_VACATION_HOURS, MS_PER_HOUR } from './vacation-constants';
import { bookedWindow, hoursRoundedUp, vacationHoursSummary } from './vacation-hours';
import { VACATION_MESSAGES } from './vacation-messages';
import { isOpenVacation, type VacationPause } from './vacation-status';

export interface VacationRequest {
  /** Present on edit. */
  id?: number;
  startTime: Date;
  endTime: Date;
}

export interface VacationContext {
  now: Date;
  /** The client's pauses (the edited one among them). */
  pauses: readonly VacationPause[];
  hasUnlimited: boolean;
  /** The last replenishment, if any. */
  hoursSince?: Date | null;
}

/**
 * When the pause would begin: an ACTIVE pause at its actual start; any other now at the
 * earliest (a start that has come starts now).
 */
export function effectiveStart(request: VacationRequest, context: VacationContext): Date {
  const existing = context.pauses.find((p) => p.id === request.id);
  if (existing?.status === 'ACTIVE') return existing.actualStartTime ?? existing.startTime;
  return new Date(Math.max(request.startTime.getTime(), context.now.getTime()));
}

export function validateVacation(request: VacationRequest, context: VacationContext): FieldError[] {
  const existing =
    request.id === undefined ? undefined : context.pauses.find((p) => p.id === request.id);
  if (existing && !isOpenVacation(existing.status)) {
    return [fieldError(['id'], VACATION_MESSAGES.over)];
  }
  if (
    existing?.status === 'ACTIVE' &&
    existing.startTime.getTime() !== request.startTime.getTime()
  ) {
    return [fieldError(['startTime'], VACATION_MESSAGES.startLocked)];
  }
  const end = request.endTime.getTime();
  if (end <= request.startTime.getTime()) {
    return [fieldError(['endTime'], VACATION_MESSAGES.endBeforeStart)];
  }
  if (end <= context.now.getTime()) return [fieldError(['endTime'], VACATION_MESSAGES.endInPast)];
  const start = effectiveStart(request, context).getTime();
  if (end - start > MAX_VACATION_HOURS * MS_PER_HOUR) {
    return [fieldError(['endTime'], VACATION_MESSAGES.tooLong)];
  }
  const others = context.pauses.filter((p) => p.id !== request.id);
  const overlaps = others.some((p) => {
    const window = isOpenVacation(p.status) ? bookedWindow(p) : null;
    return window !== null && window.start < end && start < window.end;
  });
  if (overlaps) return [fieldError(['startTime'], VACATION_MESSAGES.overlaps)];
  if (!context.hasUnlimited) {
    const { hoursAvailable } = vacationHoursSummary(others, {
      hasUnlimited: false,
      since: context.hoursSince ?? null,
    });
    if (hoursRoundedUp(end - start) > hoursAvailable) {
      return [fieldError(['endTime'], VACATION_MESSAGES.notEnoughHours(hoursAvailable))];
    }
  }
  return [];
}
