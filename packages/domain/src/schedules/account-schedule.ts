/**
 * The client's account schedule (seed 001 §3 "Client schedule", seed 002 §3 clientSchedule): per
 * day isActive, dayIndex and day parts with a concurrency cap and a window (dayPartCap start and
 * end). Its parts follow the call rules on the 15-minute step.
 */
import {
  DEFAULT_CALL_INTERVAL_STEP,
  DEFAULT_CONCURRENCY_CAP,
  DEFAULT_DAY_PART_WINDOW,
  WEEKDAYS,
  type Weekday,
} from './constants';
import {
  addDayPart,
  defaultDay,
  removeDayPart,
  retimeDayPart,
  sortedParts,
  type Day,
  type EditResult,
  type TimeRange,
} from './day-parts';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day';

export const ACCOUNT_SCHEDULE_STEP = DEFAULT_CALL_INTERVAL_STEP;

export interface AccountDayPart extends TimeRange {
  concurrencyCap: number;
}
export type AccountDay = Day<AccountDayPart>;

export interface AccountDayPartWire {
  concurrencyCap: number;
  dayPartCap: { startTime: string; endTime: string };
}

export interface AccountScheduleDayWire {
  dayIndex: number;
  isActive: boolean;
  dayPartSchedules: AccountDayPartWire[];
}

const newAccountPart = (range: TimeRange): AccountDayPart => ({
  start: range.start,
  end: range.end,
  concurrencyCap: DEFAULT_CONCURRENCY_CAP,
});

export const defaultAccountDayPart = (): AccountDayPart => newAccountPart(DEFAULT_DAY_PART_WINDOW);

/** Monday to Friday active, 09:00-17:00, concurrency cap 1. */
export const defaultAccountSchedule = (): AccountDay[] =>
  WEEKDAYS.map((weekday) => defaultDay(weekday, defaultAccountDayPart()));

export const addAccountDayPart = (day: AccountDay): EditResult<AccountDay> =>
  addDayPart(day, 'call', ACCOUNT_SCHEDULE_STEP, newAccountPart);

export const removeAccountDayPart = (day: AccountDay, index: number): AccountDay =>
  removeDayPart(day, index, defaultAccountDayPart);

export const retimeAccountDayPart = (
  day: AccountDay,
  index: number,
  range: TimeRange,
): EditResult<AccountDay> => retimeDayPart(day, index, range, 'call', ACCOUNT_SCHEDULE_STEP);

export const encodeAccountSchedule = (days: readonly AccountDay[]): AccountScheduleDayWire[] =>
  [...days]
    .sort((a, b) => a.weekday - b.weekday)
    .map((day) => ({
      dayIndex: day.weekday,
      isActive: day.isActive,
      dayPartSchedules: sortedParts(day.parts).map((part) => ({
        concurrencyCap: part.concurrencyCap,
        dayPartCap: { startTime: formatTimeOfDay(part.start), endTime: formatTimeOfDay(part.end) },
      })),
    }));

function minutesOf(time: string): number {
  const minutes = parseTimeOfDay(time);
  if (minutes === null) throw new RangeError(`not a schedule time: ${time}`);
  return minutes;
}

/**
 * Days (that passed `validateAccountSchedule`) to seven days: none at all is the default
 * schedule, a weekday left out is inactive with the default part.
 */
export function decodeAccountSchedule(days: readonly AccountScheduleDayWire[]): AccountDay[] {
  if (days.length === 0) return defaultAccountSchedule();
  return WEEKDAYS.map((weekday: Weekday): AccountDay => {
    const day = days.find((d) => d.dayIndex === weekday);
    if (!day) return { weekday, isActive: false, parts: [defaultAccountDayPart()] };
    return {
      weekday,
      isActive: day.isActive,
      parts: sortedParts(
        day.dayPartSchedules.map((part) => ({
          start: minutesOf(part.dayPartCap.startTime),
          end: minutesOf(part.dayPartCap.endTime),
          concurrencyCap: part.concurrencyCap,
        })),
      ),
    };
  });
}
