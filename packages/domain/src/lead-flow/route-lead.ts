/**
 * One routing decision (issue 16): every candidate channel judged, the buyers chosen among the
 * eligible, and what an uncovered balance sets off for each client it stopped (once a client).
 */
import { whenUncovered, type Uncovered } from './balance-cover';
import { channelEligibility } from './eligibility';
import type { Ineligibility } from './ineligibility';
import type { ChannelCandidate, Lead } from './lead';
import { localClock, type LocalMoment } from '../local-clock';
import type { Offer } from './ranking';
import type { OpenWindow } from './schedule-window';
import { selectBuyers } from './select-buyers';

export interface Sale extends Offer {
  channel: ChannelCandidate;
  /** The lead's arrival in the client's time zone and the schedule window it fell in. */
  moment: LocalMoment;
  window: OpenWindow;
}

export interface Routing {
  buyers: Sale[];
  /** Eligible channels that were outranked or left out by one-per-client and maxSold. */
  outranked: Sale[];
  ineligible: { channelId: number; reason: Ineligibility }[];
  uncovered: { clientId: number; outcome: Uncovered }[];
}

export function routeLead(lead: Lead, candidates: readonly ChannelCandidate[]): Routing {
  const clock = localClock(lead.receivedAt);
  const offers: Sale[] = [];
  const ineligible: Routing['ineligible'] = [];
  const uncovered = new Map<number, Uncovered>();
  for (const channel of candidates) {
    const result = channelEligibility(lead, channel, clock);
    if (result.eligible) {
      const { priceCents, moment, window } = result;
      const { id: channelId, trumpFlag, lastServedAt, maxSold } = channel;
      offers.push({
        channelId,
        clientId: channel.client.id,
        trumpFlag,
        priceCents,
        lastServedAt,
        maxSold,
        channel,
        moment,
        window,
      });
      continue;
    }
    ineligible.push({ channelId: channel.id, reason: result.reason });
    if (result.reason.code === 'balanceTooLow' && !uncovered.has(channel.client.id)) {
      uncovered.set(channel.client.id, whenUncovered(channel.client, result.reason));
    }
  }
  const buyers = selectBuyers(offers);
  return {
    buyers,
    outranked: offers.filter((offer) => !buyers.includes(offer)),
    ineligible,
    uncovered: [...uncovered].map(([clientId, outcome]) => ({ clientId, outcome })),
  };
}
