import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callOfferOrder } from './call-offers';

const offer = (channelId: number, clientId: number, priceCents: number) => ({
  channelId,
  clientId,
  trumpFlag: 0,
  priceCents,
  lastServedAt: null,
  maxSold: 4,
});

describe('callOfferOrder', () => {
  it('ranks by price, one channel per client, skipping clients offered already', () => {
    const offers = [offer(1, 10, 1000), offer(2, 10, 3000), offer(3, 20, 2000), offer(4, 30, 500)];
    expect(callOfferOrder(offers).map((o) => o.channelId)).toEqual([2, 3, 4]);
    expect(callOfferOrder(offers, new Set([10])).map((o) => o.channelId)).toEqual([3, 4]);
  });

  it('never offers one client twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ c: fc.nat(5), p: fc.nat(5000) }), { maxLength: 30 }),
        (rows) => {
          const order = callOfferOrder(rows.map((r, i) => offer(i + 1, r.c, r.p)));
          const clients = order.map((o) => o.clientId);
          expect(new Set(clients).size).toBe(clients.length);
          expect(new Set(clients)).toEqual(new Set(rows.map((r) => r.c)));
        },
      ),
    );
  });
});
