import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelEligibility } from './eligibility';
import type { ChannelCandidate } from './lead';
import { AUSTIN_LEAD, buyingChannel, candidatesArb } from './lead-flow-fixtures';
import { routeLead } from './route-lead';

const priced = (id: number, clientId: number, priceCents: number): ChannelCandidate => {
  const channel = buyingChannel(id, clientId);
  return { ...channel, pricing: { ...channel.pricing, priceCents } };
};

describe('route a lead', () => {
  it('sells to the best eligible channels, one per client, and says why the others were left', () => {
    const paused = { ...priced(5, 5, 9000), status: 'PAUSE' };
    const routing = routeLead(AUSTIN_LEAD, [
      priced(1, 1, 1500),
      priced(2, 1, 2500),
      priced(3, 3, 2000),
      paused,
    ]);
    expect(routing.buyers.map((b) => [b.channelId, b.priceCents])).toEqual([
      [2, 2500],
      [3, 2000],
    ]);
    expect(routing.outranked.map((o) => o.channelId)).toEqual([1]);
    expect(routing.ineligible).toEqual([{ channelId: 5, reason: { code: 'channelPaused' } }]);
    expect(routing.uncovered).toEqual([]);
  });

  it('a balance that does not cover the lead wants the recharge, or PAUSE_RECHARGE, once a client', () => {
    const poor = (id: number, clientId: number, rechargeAmountCents: number | null) => {
      const channel = buyingChannel(id, clientId);
      return { ...channel, client: { ...channel.client, balanceCents: 100, rechargeAmountCents } };
    };
    const routing = routeLead(AUSTIN_LEAD, [poor(1, 1, 5000), poor(2, 1, 5000), poor(3, 2, null)]);
    expect(routing.buyers).toEqual([]);
    const [, , third] = routing.ineligible;
    const priceCents = third?.reason.code === 'balanceTooLow' ? third.reason.priceCents : NaN;
    expect(routing.uncovered).toEqual([
      { clientId: 1, outcome: { action: 'recharge', amountCents: 5000 } },
      {
        clientId: 2,
        outcome: { action: 'pause', status: 'PAUSE_RECHARGE', coverCents: priceCents },
      },
    ]);
  });

  it('no ineligible channel is ever chosen; the rest are one per client within maxSold', () => {
    fc.assert(
      fc.property(candidatesArb, (candidates) => {
        const routing = routeLead(AUSTIN_LEAD, candidates);
        for (const buyer of routing.buyers) {
          expect(channelEligibility(AUSTIN_LEAD, buyer.channel).eligible).toBe(true);
          expect(routing.buyers.length).toBeLessThanOrEqual(buyer.maxSold);
        }
        const clients = routing.buyers.map((b) => b.clientId);
        expect(new Set(clients).size).toBe(clients.length);
        expect(routing.buyers.length + routing.outranked.length + routing.ineligible.length).toBe(
          candidates.length,
        );
        expect(routeLead(AUSTIN_LEAD, [...candidates].reverse()).buyers).toEqual(routing.buyers);
      }),
    );
  });
});
