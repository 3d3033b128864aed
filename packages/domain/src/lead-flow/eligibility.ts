/**
 * Whether a channel may buy a lead, or the first reason it may not (issue 16, decision 0029).
 * The order goes from what lasts longest to what changes by the minute, so the reason a client
 * reads is the one to act on first: the account, the channel, the kind of lead, the territory,
 * the schedule, the caps, the call's line, the filters, the client's dedupe rule, and last the
 * price against the month's spend limit and then against the balance: a lead the limit refuses
 * sets off no recharge, since more money would not let the client buy it.
 */
import { balanceTooLow } from './balance-cover';
import { callMisfit } from './call-fit';
import { capReached } from './caps';
import { channelUnavailable, clientUnavailable } from './channel-availability';
import { repeatConsumer } from './consumer-dedupe';
import type { Ineligibility } from './ineligibility';
import type { ChannelCandidate, Lead } from './lead';
import { leadPriceCents } from './lead-price';
import { clientTimeZone, localClock, type LocalMoment } from '../local-clock';
import { productMismatch } from './product-match';
import {
  channelSchedule,
  isScheduleShut,
  scheduleWindow,
  type OpenWindow,
} from './schedule-window';
import { spendLimitReached } from './spend-limit';
import { filterNotMet } from './subscription-filters';
import { territoryMiss } from './territory-match';

export type Eligibility =
  | { eligible: true; priceCents: number; moment: LocalMoment; window: OpenWindow }
  | { eligible: false; reason: Ineligibility };

const no = (reason: Ineligibility): Eligibility => ({ eligible: false, reason });

/** `clock` gives the lead's arrival in each time zone; one clock serves every channel. */
export function channelEligibility(
  lead: Lead,
  channel: ChannelCandidate,
  clock: (timeZone: string) => LocalMoment = localClock(lead.receivedAt),
): Eligibility {
  const unavailable =
    clientUnavailable(channel.client.status) ??
    channelUnavailable(channel) ??
    productMismatch(lead, channel) ??
    territoryMiss(lead, channel);
  if (unavailable) return no(unavailable);
  const moment = clock(clientTimeZone(channel.client.timeZoneCode));
  const window = scheduleWindow(channelSchedule(channel), moment);
  if (isScheduleShut(window)) return no(window);
  const limited =
    capReached(channel, window, moment) ??
    (window.kind === 'call' ? callMisfit(lead, channel, window.part) : null) ??
    filterNotMet(channel.filters, lead.consumer) ??
    repeatConsumer(channel.consumerDedupe, lead.receivedAt);
  if (limited) return no(limited);
  const priceCents = leadPriceCents(channel.pricing, lead.stateAbbreviation);
  const unaffordable =
    spendLimitReached(channel.client.spend, lead.productId, priceCents) ??
    balanceTooLow(channel.client, priceCents);
  return unaffordable ? no(unaffordable) : { eligible: true, priceCents, moment, window };
}
