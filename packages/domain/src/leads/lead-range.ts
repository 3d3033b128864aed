import { MAX_RANGE_DAYS } from './leads-constants';
import { LEADS_MESSAGES as M } from './leads-messages';
import { endOfBound, firstDayOf, lastDayOf, parseRangeBound, startOfBound } from '../range-bounds';

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
 * Issue 17: a range is refused when from is after to, or when it covers more than a year (366
 * days of the portal's calendar). Either end may be missing (open). Either end may be a date or
 * a date-time (issue 36, range-bounds.ts); a bound that is neither is left to its field's check.
 */
export function rangeProblem(from: string | undefined, to: string | undefined): RangeProblem {
  if (from === undefined || to === undefined) return null;
  const first = parseRangeBound(from);
  const last = parseRangeBound(to);
  if (first === null || last === null) return null;
  const start = startOfBound(first);
  const end = endOfBound(last);
  // A last day holds its whole day: from at or after its end is after it; a date-time ends there.
  if (last.kind === 'day' ? start >= end : start > end) {
    return { field: 'from', message: M.fromAfterTo };
  }
  if (end <= start) return null;
  const days = (Date.parse(lastDayOf(last)) - Date.parse(firstDayOf(first))) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) return { field: 'to', message: M.rangeTooLong };
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
