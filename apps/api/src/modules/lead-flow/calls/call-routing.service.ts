import { randomBytes } from 'node:crypto';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import type { CallType } from '@client-admin/domain/call-types';
import { callOfferOrder, MAX_CALL_OFFERS } from '@client-admin/domain/lead-flow/call-offers';
import type { Lead } from '@client-admin/domain/lead-flow/lead';
import { localClock } from '@client-admin/domain/local-clock';
import type { QuoteType } from '@client-admin/domain/quote-types';
import type { Tx } from '../../../db/database';
import type { DialRequest } from '../../../adapters/telephony/telephony-port';
import { readCallSchedules } from '../../schedules/schedules.public';
import { leadGeoKeys, type Candidate } from '../routing/candidate-mapper';
import type { CandidateFilter } from '../routing/candidates.repository';
import { decisionRows } from '../routing/decision-rows';
import { localPeriods } from '../routing/local-periods';
import { readCandidates } from '../routing/candidate-reader';
import { routeUnderLocks, type CandidateSource } from '../routing/route-and-sell.service';
import { insertDecisions } from '../routing/sales.repository';
import { callChannelExtras, insertLeg, type InboundCallRow } from './calls.repository';

/** A call channel as routing a call sees it: its phones, recording and lines in use. */
export interface CallCandidate extends Candidate {
  phoneNumbers: string[];
  enableRecording: boolean;
}

/**
 * The web candidates plus what calls read (decision 0033): the stored call schedule with its
 * concurrency caps (else the default), the legs in flight, the phones and the recording switch.
 */
export async function readCallCandidates(
  tx: Tx,
  filter: CandidateFilter,
): Promise<CallCandidate[]> {
  const base = await readCandidates(tx, filter);
  const extras = new Map(
    (
      await callChannelExtras(
        tx,
        base.map((c) => c.id),
      )
    ).map((e) => [e.id, e]),
  );
  const schedules = await readCallSchedules(
    tx,
    'channel',
    base.map((c) => c.id),
  );
  return base.map((candidate) => {
    const extra = extras.get(candidate.id);
    const schedule = schedules.get(candidate.id);
    return {
      ...candidate,
      schedule: schedule ? { kind: 'call', schedule } : null,
      callsInFlight: extra?.callsInFlight ?? 0,
      phoneNumbers: extra?.phoneNumbers ?? [],
      enableRecording: extra?.enableRecording ?? false,
    };
  });
}

/** A call's candidates, read whole again under the locks: the lines in use change too. */
const callCandidates: CandidateSource<CallCandidate> = {
  read: readCallCandidates,
  reread: (tx, filter, locked) =>
    readCallCandidates(tx, { ...filter, clientIds: [...new Set(locked.map((c) => c.client.id))] }),
};

/** The call as the matching rules see it, at the instant it is offered. */
export function callLead(call: InboundCallRow, answers: Record<string, string>, at: Date): Lead {
  return {
    productId: PRODUCT_IDS.CALL,
    quoteType: call.quoteType as QuoteType,
    zipCode: call.zipCode,
    stateAbbreviation: call.stateAbbreviation,
    county: call.county,
    isBundle: false,
    isCombo: false,
    callType: call.callType as CallType,
    consumer: answers,
    receivedAt: at,
  };
}

export const callFilter = (lead: Lead, leadId: number, clientIds?: number[]): CandidateFilter => ({
  productTypeId: lead.productId,
  // The caller's number is the consumer's phone: the clients' dedupe rules see it (decision 0034).
  consumerLeadId: leadId,
  quoteType: lead.quoteType,
  geoKeys: leadGeoKeys(lead),
  periods: localPeriods(localClock(lead.receivedAt)),
  ...(clientIds ? { clientIds } : {}),
});

/** Our leg ids: CA and 32 hexadecimal digits, as telephony sids look. */
export const newLegSid = () => `CA${randomBytes(16).toString('hex')}`;

/**
 * Offers the call to the best eligible channel of a client it was not offered to yet (the rules
 * of a web lead, then one leg at a time): inserts the ringing leg and answers what to dial after
 * the transaction commits; null when no channel is left or the call rolled over enough. The
 * first offer records the decisions for the diagnostics (the offered channel as the buyer).
 */
export async function offerCall(
  tx: Tx,
  call: InboundCallRow,
  lead: Lead,
  previous: { attempts: number; clientIds: ReadonlySet<number> },
): Promise<DialRequest | null> {
  if (previous.attempts >= MAX_CALL_OFFERS) return null;
  const { routing, candidates } = await routeUnderLocks(
    tx,
    lead,
    callFilter(lead, call.leadId),
    callCandidates,
  );
  const reachable = [...routing.buyers, ...routing.outranked].filter(
    (offer) => (candidates.get(offer.channelId)?.phoneNumbers.length ?? 0) > 0,
  );
  const [first] = callOfferOrder(reachable, previous.clientIds);
  if (previous.attempts === 0) {
    const others = [...routing.buyers, ...routing.outranked].filter((offer) => offer !== first);
    await insertDecisions(
      tx,
      decisionRows(
        call.leadId,
        { ...routing, buyers: first ? [first] : [], outranked: others },
        lead.receivedAt,
      ),
    );
  }
  if (!first) return null;
  const channel = candidates.get(first.channelId)!;
  const leg = await insertLeg(tx, {
    sid: newLegSid(),
    callId: call.id,
    channelId: first.channelId,
    clientId: first.clientId,
    attempt: previous.attempts + 1,
    toNumber: channel.phoneNumbers[0]!,
    status: 'ringing',
    deliveredAt: lead.receivedAt,
    priceCents: first.priceCents,
  });
  return {
    sid: leg.sid,
    to: leg.toNumber,
    from: call.callerNumber,
    record: channel.enableRecording,
  };
}
