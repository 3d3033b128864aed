import type { BillingType } from '../billing/product-terms';
import type { ProductType } from '../billing/billing-constants';
import { hasWholeCents } from '../money';
import { SIGNUP_MESSAGES as M } from './signup-messages';

/** The smallest deposit of a product with channels under standard billing (seed 002 §9). */
export const MIN_SIGNUP_DEPOSIT = 100;
/** Seed 002 §5: a match promo's percent is capped at 100 of the deposit. */
export const MAX_MATCH_PERCENT = 100;

export const PRODUCT_NAMES: Record<ProductType, string> = { 1: 'Web', 2: 'Call' };

/** Standard billing: the client pays its own deposits (not the co-op or folio programs). */
export const isStandardBilling = (billingType: BillingType): boolean => billingType === 'CLIENT';

export interface MatchPromo {
  productType: ProductType;
  /** Percent of the deposit matched. */
  percent: number;
  /** Dollars at most; null: no maximum beyond the deposit. */
  maximum: number | null;
}

export interface SignupBillingForRules {
  billingType: BillingType;
  channels: readonly { productTypeId: number }[];
  /** Dollars by product type id. */
  deposits: Partial<Record<ProductType, number>>;
  matchPromos: readonly MatchPromo[];
}

const productsWithChannels = (signup: SignupBillingForRules): ProductType[] =>
  ([1, 2] as const).filter((p) => signup.channels.some((c) => c.productTypeId === p));

/**
 * Step 2: under standard billing, each product with channels takes a deposit of at least 100
 * dollars in whole cents (seed 002 §5, §9). Other programs pay otherwise: no deposit errors.
 */
export function depositErrors(signup: SignupBillingForRules): string[] {
  if (!isStandardBilling(signup.billingType)) return [];
  return productsWithChannels(signup).flatMap((product) => {
    const deposit = signup.deposits[product] ?? 0;
    const name = PRODUCT_NAMES[product];
    if (deposit < MIN_SIGNUP_DEPOSIT) return [M.depositMinimum(name, MIN_SIGNUP_DEPOSIT)];
    if (!hasWholeCents(deposit)) return [M.depositDecimals(name)];
    return [];
  });
}

/** What a match promo gives: its percent of the deposit, at most its maximum, in whole cents. */
export function matchPromoValue(promo: MatchPromo, deposit: number): number {
  const percent = Math.min(Math.max(promo.percent, 0), MAX_MATCH_PERCENT);
  const matched = Math.floor(deposit * percent) / 100;
  return promo.maximum === null ? matched : Math.min(matched, promo.maximum);
}

/** Step 3: each match promo's percent within 0–100, on a product with a deposit, once. */
export function matchPromoErrors(signup: SignupBillingForRules): string[] {
  const errors: string[] = [];
  const seen = new Set<ProductType>();
  for (const promo of signup.matchPromos) {
    const name = PRODUCT_NAMES[promo.productType];
    if (seen.has(promo.productType)) errors.push(M.matchPromoTwice(name));
    seen.add(promo.productType);
    if (promo.percent <= 0 || promo.percent > MAX_MATCH_PERCENT) {
      errors.push(M.matchPercentRange(name, MAX_MATCH_PERCENT));
    }
    if (!((signup.deposits[promo.productType] ?? 0) > 0)) errors.push(M.matchWithoutDeposit(name));
  }
  return errors;
}
