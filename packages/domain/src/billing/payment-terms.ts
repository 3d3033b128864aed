import { hasWholeCents } from '../money';

/** Payment terms and deposits of seed 002 §9. */

/** A card is charged on one of these days of the month. */
export const CHARGE_DAYS = [1, 5, 15, 20] as const;
/** The recharge amounts offered, in dollars. */
export const RECHARGE_AMOUNTS = [
  50, 100, 150, 250, 350, 500, 750, 1000, 2500, 5000, 10000, 20000,
] as const;
/** The smallest deposit, in dollars. */
export const DEPOSIT_MINIMUM_DOLLARS = 100;

export const DEPOSIT_MESSAGES = {
  required: 'Amount is required',
  notANumber: 'Amount must be a number',
  decimals: 'Amount may have at most two decimals',
  minimum: `Amount must be at least ${DEPOSIT_MINIMUM_DOLLARS}`,
} as const;

/** Seed 002 §5, §9: a deposit is numeric, at most two decimals, at least 100; null when good. */
export function depositError(value: string): string | null {
  const text = value.trim();
  if (text === '') return DEPOSIT_MESSAGES.required;
  if (!/^\d+(\.\d+)?$/.test(text)) return DEPOSIT_MESSAGES.notANumber;
  const dollars = Number(text);
  if (!hasWholeCents(dollars)) return DEPOSIT_MESSAGES.decimals;
  return dollars < DEPOSIT_MINIMUM_DOLLARS ? DEPOSIT_MESSAGES.minimum : null;
}

export const isRechargeAmount = (dollars: number) =>
  (RECHARGE_AMOUNTS as readonly number[]).includes(dollars);
export const isChargeDay = (day: number) => (CHARGE_DAYS as readonly number[]).includes(day);
