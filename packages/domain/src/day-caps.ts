/**
 * Day caps of a channel (seed 001 §5, §9). Caps are indexed Sunday (0) to Saturday (6);
 * -1 means unlimited.
 */
import {
  isWeekend,
  MONDAY_TO_FRIDAY,
  WEEKDAY_NAMES,
  type WeekdayName,
} from './schedules/constants';

export const DAY_CAP_DEFAULTS = {
  weekly: 25,
  daily: 3,
  weeklyFactor: 1.3,
  weekend: 1,
  perDayMinimum: 1,
} as const;
export const UNLIMITED_CAP = -1;
/**
 * The seeds leave the divisor out ("a constant not shown"): we divide by the 5 weekdays, since
 * the weekend gets its own cap of 1.
 */
export const WEEKDAY_CAP_DIVISOR = 5;

export const REDISTRIBUTION_FRACTIONS: Record<number, readonly number[]> = {
  1: [1],
  2: [2 / 3, 1 / 3],
  3: [1 / 2, 1 / 3, 1 / 6],
  4: [0.4, 0.3, 0.2, 0.1],
};

export interface DayCapSchedule {
  /** Sunday..Saturday. */
  days: number[];
  weekly: number;
}

/** Weekday cap for a weekly cap: ceil(weekly × 1.3 / 5), at least the per-day minimum. */
export function weekdayCapFor(weekly: number): number {
  if (weekly === UNLIMITED_CAP) return UNLIMITED_CAP;
  // In tenths, integers only: 25 × 1.3 as a float would round up to 33.000001.
  const factorTenths = Math.round(DAY_CAP_DEFAULTS.weeklyFactor * 10);
  const cap = Math.ceil((weekly * factorTenths) / (10 * WEEKDAY_CAP_DIVISOR));
  return Math.max(cap, DAY_CAP_DEFAULTS.perDayMinimum);
}

/** Changing the weekly cap recalculates the weekday caps; weekend caps become 1. */
export function recalculateForWeekly(weekly: number): DayCapSchedule {
  const weekday = weekdayCapFor(weekly);
  return {
    weekly,
    days: [0, 1, 2, 3, 4, 5, 6].map((d) => (isWeekend(d) ? DAY_CAP_DEFAULTS.weekend : weekday)),
  };
}

/** The day caps as the calls carry them: one field a weekday, and the week. */
export type NamedDayCaps = Record<WeekdayName, number> & { weekly: number };

export function toNamedDayCaps({ days, weekly }: DayCapSchedule): NamedDayCaps {
  const named = Object.fromEntries(WEEKDAY_NAMES.map((day, i) => [day, days[i] ?? 0]));
  return { ...(named as Record<WeekdayName, number>), weekly };
}

export const fromNamedDayCaps = (named: NamedDayCaps): DayCapSchedule => ({
  days: WEEKDAY_NAMES.map((day) => named[day]),
  weekly: named.weekly,
});

export function defaultDayCapSchedule(): DayCapSchedule {
  return recalculateForWeekly(DAY_CAP_DEFAULTS.weekly);
}

/**
 * Moves the caps of inactive weekdays onto the active ones, the first active weekday taking the
 * biggest fraction. Whole leads only: rounding leftovers go to the first active weekday.
 * Unchanged when 0 or 5 weekdays are active or an inactive weekday is unlimited.
 */
export function redistributeDayCaps(days: readonly number[], active: readonly boolean[]): number[] {
  const result = [...days];
  const activeDays = MONDAY_TO_FRIDAY.filter((d) => active[d]);
  const inactiveDays = MONDAY_TO_FRIDAY.filter((d) => !active[d]);
  const fractions = REDISTRIBUTION_FRACTIONS[activeDays.length];
  if (!fractions) return result;
  if (inactiveDays.some((d) => days[d] === UNLIMITED_CAP)) return result;
  const remaining = inactiveDays.reduce<number>((sum, d) => sum + (days[d] ?? 0), 0);
  const shares = fractions.map((f) => Math.floor(remaining * f + 1e-9));
  const leftover = remaining - shares.reduce((a, b) => a + b, 0);
  activeDays.forEach((day, i) => {
    const current = result[day] ?? 0;
    if (current === UNLIMITED_CAP) return;
    result[day] = current + (shares[i] ?? 0) + (i === 0 ? leftover : 0);
  });
  for (const day of inactiveDays) result[day] = 0;
  return result;
}
