import type { ChannelInput } from '@client-admin/contracts/channels';
import {
  recalculateForWeekly,
  redistributeDayCaps,
  type DayCapSchedule,
} from '@client-admin/domain/day-caps';

export type ChannelDaySchedule = NonNullable<ChannelInput['dayCapSchedule']>;

/** Sunday (0) to Saturday (6), as the form names them. */
export const WEEKDAYS = [
  ['sunday', 'Sunday'],
  ['monday', 'Monday'],
  ['tuesday', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['thursday', 'Thursday'],
  ['friday', 'Friday'],
  ['saturday', 'Saturday'],
] as const;
export type WeekdayName = (typeof WEEKDAYS)[number][0];

export function toDaySchedule({ days, weekly }: DayCapSchedule): ChannelDaySchedule {
  const byName = Object.fromEntries(WEEKDAYS.map(([name], day) => [name, days[day] ?? 0]));
  return { ...(byName as Record<WeekdayName, number>), weekly };
}

export const toDomainSchedule = (schedule: ChannelDaySchedule): DayCapSchedule => ({
  days: WEEKDAYS.map(([name]) => schedule[name]),
  weekly: schedule.weekly,
});

/** A new weekly cap recalculates the weekday caps; the weekend goes back to 1. */
export const scheduleForWeekly = (weekly: number): ChannelDaySchedule =>
  toDaySchedule(recalculateForWeekly(weekly));

/** Turning a weekday off (cap 0) hands its leads to the weekdays still on. */
export function turnOffWeekday(schedule: ChannelDaySchedule, day: number): ChannelDaySchedule {
  const current = toDomainSchedule(schedule);
  const active = current.days.map((cap, d) => d !== day && cap !== 0);
  return toDaySchedule({
    weekly: current.weekly,
    days: redistributeDayCaps(current.days, active),
  });
}
