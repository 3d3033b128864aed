import { dayOf } from '../leads/lead-range';

/**
 * Seed 002 §9: the credits lists cover the last month by default, from this day of the month
 * before (its last day when that month is shorter), UTC.
 */
export function defaultCreditFrom(now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const lastOfMonthBefore = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year, month - 1, Math.min(now.getUTCDate(), lastOfMonthBefore))));
}
