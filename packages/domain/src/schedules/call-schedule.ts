/**
 * The call schedule in the rules' form: seven days, Sunday to Saturday, each with its day cap
 * and its day parts (concurrency cap, day-part cap, interval caps); the interval-caps switch,
 * the interval step and the monthly cap (seed 001 §3). The account schedule uses the same day
 * parts with a concurrency cap only.
 */
import { DAY_CAP_DEFAULTS, defaultDayCapSchedule } from '../day-caps';
import {
  DEFAULT_CALL_INTERVAL_STEP,
  DEFAULT_CONCURRENCY_CAP,
  DEFAULT_DAY_PART_CAP,
  DEFAULT_DAY_PART_WINDOW,
  DEFAULT_MONTHLY_CAP,
  WEEKDAYS,
  type Weekday,
} from './constants';
import {
  addDayPart,
  defaultDay,
  removeDayPart,
  retimeDayPart,
  withWindow,
  type Day,
  type EditResult,
  type TimeRange,
} from './day-parts';
import { intervalCapsFor, type IntervalCap } from './interval-caps';

export interface CallDayPart extends TimeRange {
  concurrencyCap: number;
  dayPartCap: number;
  intervalCaps: IntervalCap[];
}

export interface CallDay extends Day<CallDayPart> {
  /** The day cap; -1 is unlimited. */
  dailyCap: number;
}

export interface CallSchedule {
  isIntervalCapEnabled: boolean;
  /** Minutes: 15, 30 or 60. */
  intervalStep: number;
  monthlyCap: number;
  /** Sunday (0) to Saturday (6). */
  days: CallDay[];
}

/** A new part: concurrency cap 1, day-part and interval caps 0. */
export function newCallDayPart(range: TimeRange, step: number): CallDayPart {
  return {
    start: range.start,
    end: range.end,
    concurrencyCap: DEFAULT_CONCURRENCY_CAP,
    dayPartCap: DEFAULT_DAY_PART_CAP,
    intervalCaps: intervalCapsFor(range, step),
  };
}

export const defaultCallDayPart = (step: number = DEFAULT_CALL_INTERVAL_STEP): CallDayPart =>
  newCallDayPart(DEFAULT_DAY_PART_WINDOW, step);

export function defaultCallDay(
  weekday: Weekday,
  dailyCap: number,
  step: number = DEFAULT_CALL_INTERVAL_STEP,
): CallDay {
  return { ...defaultDay(weekday, defaultCallDayPart(step)), dailyCap };
}

/**
 * Monday to Friday active, one 09:00-17:00 part a day, interval caps off at 15 minutes, no
 * monthly cap; day caps as given (Sunday..Saturday), else the channel day caps' defaults.
 */
export function defaultCallSchedule(
  dailyCaps: readonly number[] = defaultDayCapSchedule().days,
): CallSchedule {
  return {
    isIntervalCapEnabled: false,
    intervalStep: DEFAULT_CALL_INTERVAL_STEP,
    monthlyCap: DEFAULT_MONTHLY_CAP,
    days: WEEKDAYS.map((weekday) =>
      defaultCallDay(weekday, dailyCaps[weekday] ?? DAY_CAP_DEFAULTS.daily),
    ),
  };
}

export const addCallDayPart = (day: CallDay, step: number): EditResult<CallDay> =>
  addDayPart(day, 'call', step, (range) => newCallDayPart(range, step));

export const removeCallDayPart = (day: CallDay, index: number, step: number): CallDay =>
  removeDayPart(day, index, () => defaultCallDayPart(step));

/** A new window keeps the caps of the intervals it still has. */
export const retimeCallDayPart = (
  day: CallDay,
  index: number,
  range: TimeRange,
  step: number,
): EditResult<CallDay> =>
  retimeDayPart(day, index, range, 'call', step, (part, r) => ({
    ...withWindow(part, r),
    intervalCaps: intervalCapsFor(r, step, part.intervalCaps),
  }));

/** A new step cuts every part's interval caps anew (an interval that stays keeps its cap). */
export function changeIntervalStep(schedule: CallSchedule, step: number): CallSchedule {
  return {
    ...schedule,
    intervalStep: step,
    days: schedule.days.map((day) => ({
      ...day,
      parts: day.parts.map((part) => ({
        ...part,
        intervalCaps: intervalCapsFor(part, step, part.intervalCaps),
      })),
    })),
  };
}
