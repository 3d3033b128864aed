import { hasWholeCents, toCents } from '../money';
import { MAX_MOVEMENT_CENTS } from './billing-constants';
import { BILLING_MESSAGES as M } from './billing-messages';

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/**
 * An amount of money moved, in dollars on the wire: a number with at most two decimals, more
 * than 0 and at most $100,000. Answers it in integer cents, or the message saying why not.
 */
export function movementCents(dollars: number): AmountCheck {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) {
    return { ok: false, message: M.amountNotANumber };
  }
  if (!hasWholeCents(dollars)) return { ok: false, message: M.amountDecimals };
  const cents = toCents(dollars);
  if (cents <= 0) return { ok: false, message: M.amountPositive };
  if (cents > MAX_MOVEMENT_CENTS) return { ok: false, message: M.amountTooLarge };
  return { ok: true, cents };
}

/** True for the cents a ledger movement may carry: a whole number from 1 to the maximum. */
export const isMovementCents = (cents: number): boolean =>
  Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_MOVEMENT_CENTS;
