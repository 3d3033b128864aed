import { breaksLimit } from './balance-limit';
import type { ProductType } from './billing-constants';

/**
 * A client in PAUSE_RECHARGE (issue 16, decision 0031): what paused it names a product and the
 * amount its balance must cover again — the price of the lead it could not pay, or the recharge
 * threshold of a declined recharge.
 */
export interface RechargePause {
  productType: ProductType;
  coverCents: number;
}

/**
 * Money came into one of the client's balances: the pause lifts when that is the paused product
 * and its balance now pays the amount without going below its limit.
 */
export function pauseLifted(
  pause: { productType: number; coverCents: number },
  balance: { productType: number; balanceCents: number; limitCents: number },
): boolean {
  return (
    balance.productType === pause.productType &&
    !breaksLimit(balance.balanceCents, -pause.coverCents, balance.limitCents)
  );
}
