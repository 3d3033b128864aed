/**
 * Whether an inbound call fits a call channel (issue 16): its transfer kind is the channel's
 * call type, and the calls in flight are below the current day part's concurrency cap (0 takes
 * no call). Only calls are fitted: a web lead holds no line.
 */
import type { CallDayPart } from '../schedules/call-schedule';
import type { ChannelCandidate, Lead } from './lead';

export type CallMisfit =
  { code: 'callTypeMismatch' } | { code: 'concurrencyCapReached'; limit: number };

export function callMisfit(
  lead: Pick<Lead, 'callType'>,
  channel: Pick<ChannelCandidate, 'callType' | 'callsInFlight'>,
  part: Pick<CallDayPart, 'concurrencyCap'>,
): CallMisfit | null {
  if (lead.callType !== channel.callType) return { code: 'callTypeMismatch' };
  return channel.callsInFlight < part.concurrencyCap
    ? null
    : { code: 'concurrencyCapReached', limit: part.concurrencyCap };
}
