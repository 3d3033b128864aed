import { addDays, dayOf, startOfMonthDay } from './leads/lead-range';

/** A list's range of whole days, both ends included. */
export interface DayRange {
  /** 'YYYY-MM-DD', first day included. */
  from: string;
  /** 'YYYY-MM-DD', last day included. */
  to: string;
}

/**
 * Seed 001 §2 and seed 002 §9: a list starts on the first of the month and runs to today. The days
 * are UTC, as the API counts them (decision 0027), so a line made now always falls in the range,
 * even on a New York evening when the UTC day is already the next one.
 */
export const monthToDate = (now: Date): DayRange => ({
  from: startOfMonthDay(now),
  to: dayOf(now),
});

/** The `count` days up to `today` (YYYY-MM-DD), today included. */
export const lastDays = (today: string, count: number): DayRange => ({
  from: addDays(today, 1 - count),
  to: today,
});
