import { MAX_RANGE_DAYS } from './leads-constants';
import { LEADS_MESSAGES as M } from './leads-messages';

const DAY_MS = 86_400_000;

/** The first day of the month of `now` (UTC), YYYY-MM-DD: the lists' default range start. */
export function startOfMonthDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** `now` as a day, YYYY-MM-DD (UTC). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The day `days` before (negative) or after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type RangeProblem = { field: 'from' | 'to'; message: string } | null;

/**
 * Issue 17: a range of days (inclusive) is refused when from is after to, or when it covers more
 * than a year. Either end may be missing (open).
 */
export function rangeProblem(from: string | undefined, to: string | undefined): RangeProblem {
  if (from === undefined || to === undefined) return null;
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (start > end) return { field: 'from', message: M.fromAfterTo };
  if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) return { field: 'to', message: M.rangeTooLong };
  return null;
}

/**
 * An inclusive range of days as instants: from the first day's midnight (UTC) up to, not
 * including, the midnight after the last day; an open end stays open (null).
 */
export function instantsOfDays(
  from: string,
  to: string | undefined,
): { from: Date; to: Date | null } {
  return {
    from: new Date(`${from}T00:00:00Z`),
    to: to === undefined ? null : new Date(`${addDays(to, 1)}T00:00:00Z`),
  };
}

/** Every day of an inclusive range, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
