import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareOffers, rankOffers } from './ranking';

const offer = (
  channelId: number,
  trumpFlag: number,
  priceCents: number,
  servedHour: number | null,
) => ({
  channelId,
  trumpFlag,
  priceCents,
  lastServedAt: servedHour === null ? null : new Date(servedHour * 3_600_000),
});

describe('ranking', () => {
  it('the higher trump flag first, whatever the price', () => {
    const ranked = rankOffers([
      offer(1, 0, 5000, null),
      offer(2, 2, 1000, null),
      offer(3, -1, 9000, null),
    ]);
    expect(ranked.map((o) => o.channelId)).toEqual([2, 1, 3]);
  });

  it('then the higher price', () => {
    const ranked = rankOffers([offer(1, 1, 1500, null), offer(2, 1, 2000, null)]);
    expect(ranked.map((o) => o.channelId)).toEqual([2, 1]);
  });

  it('then the channel served least recently, never served first, then the lower id', () => {
    const ranked = rankOffers([
      offer(4, 0, 1500, 5),
      offer(3, 0, 1500, 2),
      offer(2, 0, 1500, null),
      offer(1, 0, 1500, 2),
    ]);
    expect(ranked.map((o) => o.channelId)).toEqual([2, 1, 3, 4]);
  });

  it('is a total order: the same offers in any order rank the same way', () => {
    const offers = fc.uniqueArray(
      fc
        .tuple(fc.nat(50), fc.integer({ min: -1, max: 2 }), fc.nat(3), fc.option(fc.nat(3)))
        .map(([id, flag, price, hour]) => offer(id, flag, price * 500, hour)),
      { selector: (o) => o.channelId, maxLength: 15 },
    );
    fc.assert(
      fc.property(offers, fc.nat(), (list, seed) => {
        const shuffled = [...list].sort(
          (a, b) => ((a.channelId * 7919 + seed) % 101) - ((b.channelId * 7919 + seed) % 101),
        );
        expect(rankOffers(shuffled)).toEqual(rankOffers(list));
        const ranked = rankOffers(list);
        ranked
          .slice(1)
          .forEach((next, i) => expect(compareOffers(ranked[i]!, next)).toBeLessThan(0));
      }),
    );
  });
});
