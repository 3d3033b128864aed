import { addDays } from '../leads/lead-range';
import { shown } from './cancellation/cancellation-messages';
import { cardNumberDisplay } from './cards/card-number';
import { MAX_MOVEMENT_CENTS } from './billing-constants';
import { isChargeDay } from './payment-terms';
import type { StatementPeriod } from './statements/statement-periods';

/**
 * Charging on the charge day (issue 15, seed 002 §9, decision 0031): on its charge day (a UTC
 * calendar date, as the statements' months are) a product paid by CHARGE_DAY is charged to its
 * card what its leads took from the prepaid balance since its previous charge-day charge, so the
 * balance gets it back.
 */

/** The UTC calendar date of a moment, YYYY-MM-DD: the day the job charges for. */
export const chargeDateOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The day of the month of a YYYY-MM-DD date: the charge day it is the charge date of. */
export const chargeDayOf = (chargeDate: string): number => Number(chargeDate.slice(8, 10));

/** The hour (UTC) a charge date's run is due: early morning in the US, after the night's sales. */
export const CHARGE_DAY_RUN_HOUR_UTC = 6;

/** How many days back a run still charges a charge date whose runs all failed. */
export const CHARGE_DAY_CATCH_UP_DAYS = 1;

/** The moment a charge date's run is due: 06:00 UTC on that date. */
export const chargeRunTime = (chargeDate: string): Date =>
  new Date(`${chargeDate}T${String(CHARGE_DAY_RUN_HOUR_UTC).padStart(2, '0')}:00:00Z`);

/** A charge date a run at some moment claims products for. */
export interface DueChargeDate {
  chargeDate: string;
  /** Its day of the month: the products on this charge day are charged. */
  chargeDay: number;
  /**
   * Set for an earlier date being caught up (its runs all failed): only products whose terms
   * were last changed before this moment (the date's run time) are claimed for it. Null for
   * today's date, whose run claims the products on its charge day now.
   */
  termsChangedBefore: Date | null;
}

/**
 * The charge dates due at `now`, oldest first: today's (UTC) once its run time has passed, and
 * the days of the catch-up window before it (yesterday), so a day whose every run failed is
 * still charged the next day; only charge days (the 1st, 5th, 15th, 20th) are charge dates.
 * Claiming is idempotent, so a date already charged is claimed again without effect.
 */
export function dueChargeDates(now: Date): DueChargeDate[] {
  const today = chargeDateOf(now);
  const dates: DueChargeDate[] = [];
  for (let back = CHARGE_DAY_CATCH_UP_DAYS; back >= 0; back -= 1) {
    const chargeDate = addDays(today, -back);
    const runTime = chargeRunTime(chargeDate);
    if (now < runTime || !isChargeDay(chargeDayOf(chargeDate))) continue;
    dates.push({
      chargeDate,
      chargeDay: chargeDayOf(chargeDate),
      termsChangedBefore: back > 0 ? runTime : null,
    });
  }
  return dates;
}

/** The same day of the month before (charge days are at most the 20th, so it always exists). */
function monthBefore(chargeDate: string): string {
  const [year, month, day] = chargeDate.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth() + 1, 0));
  previous.setUTCDate(Math.min(day, last.getUTCDate()));
  return previous.toISOString().slice(0, 10);
}

/**
 * The days a charge covers, inclusive: from the previous charge-day charge's date (that day
 * belongs to this period: the earlier charge covered up to the day before it), but never more
 * than a month back, so spend while the product was paid another way (or a declined period,
 * which staff collect) is not charged again; up to the day before the charge date.
 */
export function chargeDayPeriod(
  chargeDate: string,
  previousChargeDate: string | null,
): StatementPeriod {
  const monthAgo = monthBefore(chargeDate);
  const start =
    previousChargeDate !== null && previousChargeDate > monthAgo && previousChargeDate < chargeDate
      ? previousChargeDate
      : monthAgo;
  return { start, end: addDays(chargeDate, -1) };
}

/**
 * What the charge takes, in cents: the product's lead charges less its credits in the period,
 * at most what one ledger movement may carry; null when nothing was spent (nothing is charged).
 */
export function chargeDayAmountCents(spent: {
  leadChargesCents: number;
  creditsCents: number;
}): number | null {
  const net = spent.leadChargesCents - spent.creditsCents;
  return net > 0 ? Math.min(net, MAX_MOVEMENT_CENTS) : null;
}

/**
 * The idempotency reference of a charge-day charge: the same claim always sends the same
 * reference, so a retried run is answered with the first charge. At most 20 characters.
 */
export const chargeDayReference = (chargeId: number): string => `chargeday-${chargeId}`;

/** The ledger line's description, e.g. 'Charge day charge (Visa XXXX1111) 10-20-2026 – 11-19-2026'. */
export const chargeDayDescription = (
  card: { brand: string; lastFour: string },
  period: StatementPeriod,
): string =>
  `Charge day charge (${card.brand} ${cardNumberDisplay(card.lastFour)}) ${shown(period.start)} – ${shown(period.end)}`;

/** Why a claimed product was not charged (kept on its charge_day_charges row). */
export const CHARGE_DAY_SKIPS = {
  nothingSpent: 'Nothing spent in the period',
  noCard: 'No card to charge',
  notChargeDay: 'The product is no longer charged on this day',
} as const;
