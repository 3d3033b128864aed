/**
 * The account schedule bounds the client's call schedules (ours, decision 0021): when the
 * client's account schedule has preventCapOverride set, every part of an active day of a
 * channel's or a group's call schedule must lie within the account schedule's active hours of
 * that weekday (touching account parts count as one stretch). Without the flag, or without an
 * account schedule, a call schedule may go beyond them.
 */
import { fieldError, type FieldError, type FieldPath } from '../field-error';
import type { AccountDay } from './account-schedule';
import type { CallScheduleWire } from './call-schedule-wire';
import { sortedParts, type TimeRange } from './day-parts';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { parseTimeOfDay } from './time-of-day';

/** The day's active hours as stretches: touching or overlapping parts joined. */
export function activeStretches(day: AccountDay | undefined): TimeRange[] {
  if (!day?.isActive) return [];
  const stretches: TimeRange[] = [];
  for (const part of sortedParts(day.parts)) {
    const last = stretches[stretches.length - 1];
    if (last && part.start <= last.end) last.end = Math.max(last.end, part.end);
    else stretches.push({ start: part.start, end: part.end });
  }
  return stretches;
}

export const withinStretches = (range: TimeRange, stretches: readonly TimeRange[]): boolean =>
  stretches.some((s) => s.start <= range.start && range.end <= s.end);

/**
 * The parts of a call schedule (that passed validateCallSchedule) outside the account's hours,
 * each named by its day-part cap's startTime.
 */
export function accountBoundIssues(
  wire: CallScheduleWire,
  account: readonly AccountDay[],
  root: FieldPath = [],
): FieldError[] {
  const errors: FieldError[] = [];
  wire.subscriptionDailySchedules.forEach((day, i) => {
    if (!day.isActive) return;
    const stretches = activeStretches(account.find((d) => d.weekday === day.dayOfWeek));
    day.subscriptionDayPartSchedules.forEach((part, j) => {
      const start = parseTimeOfDay(part.scheduleDayPartCap.startTime);
      const end = parseTimeOfDay(part.scheduleDayPartCap.endTime);
      if (start === null || end === null) return;
      if (!withinStretches({ start, end }, stretches)) {
        errors.push(
          fieldError(
            [
              ...root,
              'subscriptionDailySchedules',
              i,
              'subscriptionDayPartSchedules',
              j,
              'scheduleDayPartCap',
              'startTime',
            ],
            SCHEDULE_MESSAGES.outsideAccountHours,
          ),
        );
      }
    });
  });
  return errors;
}
