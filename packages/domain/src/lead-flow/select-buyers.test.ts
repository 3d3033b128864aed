import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from './ranking';
import { selectBuyers } from './select-buyers';

const offer = (channelId: number, clientId: number, priceCents: number, maxSold = 4): Offer => ({
  channelId,
  clientId,
  trumpFlag: 0,
  priceCents,
  lastServedAt: null,
  maxSold,
});

const ids = (offers: Offer[]) => offers.map((o) => o.channelId);

describe('select buyers', () => {
  it('takes the best offers, at most four by default', () => {
    const offers = [1, 2, 3, 4, 5, 6].map((id) => offer(id, id, 1000 + id));
    expect(ids(selectBuyers(offers))).toEqual([6, 5, 4, 3]);
  });

  it('never two channels of one client: the better one buys', () => {
    expect(ids(selectBuyers([offer(1, 7, 1000), offer(2, 7, 2000), offer(3, 8, 1500)]))).toEqual([
      2, 3,
    ]);
  });

  it('an exclusive offer on top buys alone', () => {
    expect(ids(selectBuyers([offer(1, 1, 3000, 1), offer(2, 2, 2000), offer(3, 3, 1000)]))).toEqual(
      [1],
    );
  });

  it('a lower offer that allows fewer buyers than already chosen is skipped, a later one still fits', () => {
    const offers = [
      offer(1, 1, 3000, 3),
      offer(2, 2, 2000, 1),
      offer(3, 3, 1500),
      offer(4, 4, 1000),
      offer(5, 5, 900),
    ];
    expect(ids(selectBuyers(offers))).toEqual([1, 3, 4]);
  });

  it('none without offers', () => {
    expect(selectBuyers([])).toEqual([]);
  });

  const offersArb = fc.uniqueArray(
    fc.record({
      channelId: fc.nat(1000),
      clientId: fc.integer({ min: 1, max: 5 }),
      trumpFlag: fc.integer({ min: -1, max: 2 }),
      priceCents: fc.nat(4).map((n) => n * 500),
      lastServedAt: fc.option(fc.nat(4).map((h) => new Date(h * 3_600_000))),
      maxSold: fc.integer({ min: 1, max: 5 }),
    }),
    { selector: (o) => o.channelId, maxLength: 20 },
  );

  it('never two of one client, never more than any buyer allows, the same for any input order', () => {
    fc.assert(
      fc.property(offersArb, (offers) => {
        const buyers = selectBuyers(offers);
        expect(new Set(buyers.map((b) => b.clientId)).size).toBe(buyers.length);
        buyers.forEach((b) => expect(buyers.length).toBeLessThanOrEqual(b.maxSold));
        expect(selectBuyers([...offers].reverse())).toEqual(buyers);
      }),
    );
  });

  it('the best offer always buys', () => {
    fc.assert(
      fc.property(
        offersArb.filter((o) => o.length > 0),
        (offers) => {
          const [best] = selectBuyers(offers);
          const better = offers.filter(
            (o) =>
              o.trumpFlag > best!.trumpFlag ||
              (o.trumpFlag === best!.trumpFlag && o.priceCents > best!.priceCents),
          );
          expect(better).toEqual([]);
        },
      ),
    );
  });
});
