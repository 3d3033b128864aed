/**
 * A product's spend limit (issue 15, decisions 0029, 0031): what a client lets the lead flow
 * spend on one product in a calendar month of its time zone. A channel may not buy a lead whose
 * price would take the month's spend past the limit; without a limit nothing is excluded.
 *
 * The month's spend is what the ledger says: the product's LEAD_CHARGE transactions counted on
 * a date of this local month minus its CREDIT (lead credit) transactions of the same month, so
 * a lead credited back makes room again. It may be negative when credits of earlier leads exceed
 * the month's charges.
 */
import { PRODUCT_NAMES, type ProductType } from '../billing/billing-constants';
import type { MovementKind } from '../billing/movement-kinds';

/** How a movement changes the month's spend: a lead charge adds, a lead credit takes away. */
export function spendChangeCents(kind: MovementKind, amountCents: number): number {
  if (kind === 'LEAD_CHARGE') return amountCents;
  return kind === 'CREDIT' ? -amountCents : 0;
}

/** A product's limit and the month's spend so far, integer cents; null on the client: none. */
export interface MonthSpend {
  limitCents: number;
  spentCents: number;
}

export interface SpendLimitReached {
  code: 'spendLimitReached';
  productName: string;
  limitCents: number;
  spentCents: number;
  priceCents: number;
}

/** Null when the lead fits: no limit, a free lead, or spend plus price at most the limit. */
export function spendLimitReached(
  spend: MonthSpend | null,
  productType: ProductType,
  priceCents: number,
): SpendLimitReached | null {
  if (spend === null || priceCents <= 0) return null;
  return spend.spentCents + priceCents > spend.limitCents
    ? {
        code: 'spendLimitReached',
        productName: PRODUCT_NAMES[productType],
        limitCents: spend.limitCents,
        spentCents: spend.spentCents,
        priceCents,
      }
    : null;
}
