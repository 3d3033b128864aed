import type { ChannelInput } from '@client-admin/contracts/channels';
import {
  fromNamedDayCaps,
  recalculateForWeekly,
  redistributeDayCaps,
  toNamedDayCaps,
} from '@client-admin/domain/day-caps';
import {
  WEEKDAY_LABELS,
  WEEKDAY_NAMES,
  type Weekday,
} from '@client-admin/domain/schedules/constants';

export type ChannelDaySchedule = NonNullable<ChannelInput['dayCapSchedule']>;

/** Sunday (0) to Saturday (6): the form's field name and the label shown. */
export const WEEKDAYS = WEEKDAY_NAMES.map(
  (name, day) => [name, WEEKDAY_LABELS[day as Weekday]] as const,
);

/** A new weekly cap recalculates the weekday caps; the weekend goes back to 1. */
export const scheduleForWeekly = (weekly: number): ChannelDaySchedule =>
  toNamedDayCaps(recalculateForWeekly(weekly));

/** Turning a weekday off (cap 0) hands its leads to the weekdays still on. */
export function turnOffWeekday(schedule: ChannelDaySchedule, day: number): ChannelDaySchedule {
  const current = fromNamedDayCaps(schedule);
  const active = current.days.map((cap, d) => d !== day && cap !== 0);
  return toNamedDayCaps({
    weekly: current.weekly,
    days: redistributeDayCaps(current.days, active),
  });
}
