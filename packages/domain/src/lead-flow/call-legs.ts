/**
 * An inbound call's legs as the rules see them (issue 16, decision 0033): a leg is the call
 * offered to one call channel. Ringing and answered are the spec's "Ongoing"; busy, no-answer
 * and failed are missed calls; completed was answered and has hung up.
 */
export const CALL_LEG_STATUSES = [
  'ringing',
  'answered',
  'completed',
  'busy',
  'no-answer',
  'failed',
] as const;
export type CallLegStatus = (typeof CALL_LEG_STATUSES)[number];

export const ONGOING_CALL_LEG_STATUSES = ['ringing', 'answered'] as const;
export const MISSED_CALL_LEG_STATUSES = ['busy', 'no-answer', 'failed'] as const;

/** The call log's word for a leg in flight. */
export const ONGOING_CALL_STATUS = 'Ongoing';

export const isOngoingLeg = (status: CallLegStatus): boolean =>
  (ONGOING_CALL_LEG_STATUSES as readonly string[]).includes(status);

export const isMissedLeg = (status: CallLegStatus): boolean =>
  (MISSED_CALL_LEG_STATUSES as readonly string[]).includes(status);

/** What the telephony network reports of a leg. */
export type LegEventKind = 'ringing' | 'answered' | 'completed' | 'busy' | 'no-answer' | 'failed';

/**
 * The status a leg moves to on an event, or null when the event is stale (a final leg never
 * changes again; an answered leg never goes back to ringing).
 */
export function nextLegStatus(current: CallLegStatus, event: LegEventKind): CallLegStatus | null {
  if (!isOngoingLeg(current) || event === 'ringing') return null;
  if (current === 'answered') {
    // An answered leg ends as completed, whatever the provider calls its hang-up.
    return event === 'answered' ? null : 'completed';
  }
  // Ringing: completed without an answer means it rang out.
  return event === 'completed' ? 'no-answer' : event;
}

/** A leg that rings this long without news was lost (a crash between commit and dial...). */
export const STALE_RINGING_SECONDS = 120;
/** A conversation this long without news was lost too: its hang-up never came. */
export const STALE_ANSWERED_SECONDS = 4 * 3600;

/**
 * How the stale-legs job ends a leg in flight the network stopped reporting: a ringing leg
 * failed; an answered one completed at the time it went stale, its duration what it had reached
 * by then. Null while the leg is still within its time, or already final.
 */
export function staleLegEnd(
  leg: { status: CallLegStatus; deliveredAt: Date; answeredAt: Date | null },
  now: Date,
): { kind: 'failed' | 'completed'; at: Date; durationSeconds: number } | null {
  const seconds = (since: Date) => Math.floor((now.getTime() - since.getTime()) / 1000);
  if (leg.status === 'ringing' && seconds(leg.deliveredAt) >= STALE_RINGING_SECONDS) {
    return { kind: 'failed', at: now, durationSeconds: 0 };
  }
  if (leg.status === 'answered' && leg.answeredAt) {
    if (seconds(leg.answeredAt) < STALE_ANSWERED_SECONDS) return null;
    const at = new Date(leg.answeredAt.getTime() + STALE_ANSWERED_SECONDS * 1000);
    return { kind: 'completed', at, durationSeconds: STALE_ANSWERED_SECONDS };
  }
  return null;
}
