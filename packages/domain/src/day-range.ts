import { addDays } from './leads/lead-range';
import { portalDayOf, portalMonthStartOf } from './range-bounds';

/** A list's range of whole days, both ends included. */
export interface DayRange {
  /** 'YYYY-MM-DD', first day included. */
  from: string;
  /** 'YYYY-MM-DD', last day included. */
  to: string;
}

/**
 * Seed 001 §2 and seed 002 §9: a list starts on the first of the month and runs to today. The
 * days are the portal's (America/New_York), as the API reads a date (issue 36, decision 0054),
 * so a line made now always falls in the range, a New York evening included.
 */
export const monthToDate = (now: Date): DayRange => ({
  from: portalMonthStartOf(now),
  to: portalDayOf(now),
});

/** Today in the portal's calendar (America/New_York), YYYY-MM-DD. */
export const portalToday = (now: Date): string => portalDayOf(now);

/** The `count` days up to `today` (YYYY-MM-DD), today included. */
export const lastDays = (today: string, count: number): DayRange => ({
  from: addDays(today, 1 - count),
  to: today,
});
