/**
 * Whether the client's balance of the lead's product covers the lead (issue 16): the charge may
 * not take the balance below its limit (`breaksLimit`, decision 0027). When it does not, the
 * client's automatic recharge is wanted if it has one; otherwise the client goes to
 * PAUSE_RECHARGE until money comes in. Either way this lead goes to other buyers: a recharge
 * takes a card payment, which a routing decision does not wait for.
 */
import { breaksLimit } from '../billing/balance-limit';
import type { ClientStatus } from '../client-status';
import type { CandidateClient } from './lead';

export interface BalanceTooLow {
  code: 'balanceTooLow';
  priceCents: number;
  balanceCents: number;
}

export type Uncovered =
  | { action: 'recharge'; amountCents: number }
  | { action: 'pause'; status: ClientStatus; coverCents: number };

type Funds = Pick<CandidateClient, 'balanceCents' | 'limitCents'>;

export function balanceTooLow(client: Funds, priceCents: number): BalanceTooLow | null {
  return breaksLimit(client.balanceCents, -priceCents, client.limitCents)
    ? { code: 'balanceTooLow', priceCents, balanceCents: client.balanceCents }
    : null;
}

/**
 * What an uncovered lead sets off for the client: its recharge, or the pause, lifted once the
 * balance covers the price it could not pay (`pauseLifted`).
 */
export function whenUncovered(
  client: Pick<CandidateClient, 'rechargeAmountCents'>,
  short: BalanceTooLow,
): Uncovered {
  const amount = client.rechargeAmountCents;
  return amount !== null && amount > 0
    ? { action: 'recharge', amountCents: amount }
    : { action: 'pause', status: 'PAUSE_RECHARGE', coverCents: short.priceCents };
}
