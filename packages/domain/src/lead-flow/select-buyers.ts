/**
 * Who buys a lead (issue 16, decision 0029): the ranked offers taken in order, one channel per
 * client, and never more buyers than any chosen channel's maxSold allows. A channel's maxSold
 * is the most buyers it lets its lead be shared with (seed 001 §9: 4 by default), so an offer
 * is skipped when taking it would exceed its own maxSold or that of one already chosen; a later,
 * lower offer that still fits is taken.
 */
import { rankOffers, type Offer } from './ranking';

export function selectBuyers<T extends Offer>(offers: readonly T[]): T[] {
  const chosen: T[] = [];
  const clients = new Set<number>();
  let limit = Infinity;
  for (const offer of rankOffers(offers)) {
    if (chosen.length >= limit) break;
    if (clients.has(offer.clientId) || chosen.length + 1 > offer.maxSold) continue;
    chosen.push(offer);
    clients.add(offer.clientId);
    limit = Math.min(limit, offer.maxSold);
  }
  return chosen;
}
