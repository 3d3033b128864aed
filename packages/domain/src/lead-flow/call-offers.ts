/**
 * The order an inbound call is offered in (issue 16, decision 0033): a call is one conversation,
 * so it goes to one channel at a time: the eligible channels ranked as for a web lead (trump
 * flag, price, least recently served), one per client, never a client it was offered to already.
 * A missed leg rolls the call over to the next.
 */
import { rankOffers, type Offer } from './ranking';

export function callOfferOrder<T extends Offer>(
  offers: readonly T[],
  offeredClients: ReadonlySet<number> = new Set(),
): T[] {
  const seen = new Set(offeredClients);
  const order: T[] = [];
  for (const offer of rankOffers(offers)) {
    if (seen.has(offer.clientId)) continue;
    seen.add(offer.clientId);
    order.push(offer);
  }
  return order;
}

/** A call rolls over at most this many times in all: a caller does not wait longer. */
export const MAX_CALL_OFFERS = 4;
