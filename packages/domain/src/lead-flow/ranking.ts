/**
 * The order in which eligible channels are offered a lead (issue 16, decision 0029): the higher
 * trump flag first, then the higher price, then the one served least recently (never served
 * first), then the lower channel id, so that equal offers always rank the same way.
 */
export interface Offer {
  channelId: number;
  clientId: number;
  trumpFlag: number;
  priceCents: number;
  lastServedAt: Date | null;
  maxSold: number;
}

type Ranked = Pick<Offer, 'channelId' | 'trumpFlag' | 'priceCents' | 'lastServedAt'>;

const servedAt = (offer: Ranked) => offer.lastServedAt?.getTime() ?? -Infinity;

export function compareOffers(a: Ranked, b: Ranked): number {
  return (
    b.trumpFlag - a.trumpFlag ||
    b.priceCents - a.priceCents ||
    Math.sign(servedAt(a) - servedAt(b)) ||
    a.channelId - b.channelId
  );
}

export const rankOffers = <T extends Ranked>(offers: readonly T[]): T[] =>
  [...offers].sort(compareOffers);
