/**
 * The effective date of a cancellation (decision 0039): a whole day of the business calendar
 * (America/New_York), today at the earliest (applied at once) and at most 90 days ahead.
 * Left out, it is today: "cancel" now, "schedule" with a later date (seed 002 §1).
 */
import { newYorkDate } from '../../new-york-calendar';
import { addDays } from '../../leads/lead-range';
import { CANCELLATION_MAX_DAYS_AHEAD } from './cancellation-constants';
import { CANCELLATION_MESSAGES as M } from './cancellation-messages';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today of the business calendar, YYYY-MM-DD. */
export function businessToday(now: Date): string {
  const d = newYorkDate(now);
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** The last day a cancellation may be scheduled for, YYYY-MM-DD. */
export const latestEffectiveDate = (today: string): string =>
  addDays(today, CANCELLATION_MAX_DAYS_AHEAD);

/** Why a requested effective date is refused, or null when it may be used. */
export function effectiveDateProblem(date: string, today: string): string | null {
  if (date < today) return M.datePast;
  if (date > latestEffectiveDate(today)) return M.dateTooFar;
  return null;
}

/** A scheduled cancellation is applied once its day has come. */
export const isCancellationDue = (effectiveDate: string, today: string): boolean =>
  effectiveDate <= today;
