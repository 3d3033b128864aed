import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALL_LEG_STATUSES,
  isMissedLeg,
  isOngoingLeg,
  nextLegStatus,
  STALE_ANSWERED_SECONDS,
  STALE_RINGING_SECONDS,
  staleLegEnd,
} from './call-legs';

const events = ['ringing', 'answered', 'completed', 'busy', 'no-answer', 'failed'] as const;

describe('nextLegStatus', () => {
  it('moves a ringing leg to what the network says', () => {
    expect(nextLegStatus('ringing', 'answered')).toBe('answered');
    expect(nextLegStatus('ringing', 'busy')).toBe('busy');
    expect(nextLegStatus('ringing', 'no-answer')).toBe('no-answer');
    expect(nextLegStatus('ringing', 'failed')).toBe('failed');
    expect(nextLegStatus('ringing', 'completed')).toBe('no-answer');
    expect(nextLegStatus('ringing', 'ringing')).toBeNull();
  });

  it('ends an answered leg as completed', () => {
    expect(nextLegStatus('answered', 'completed')).toBe('completed');
    expect(nextLegStatus('answered', 'no-answer')).toBe('completed');
    expect(nextLegStatus('answered', 'answered')).toBeNull();
  });

  it('never changes a final leg, and a final leg is ongoing no more', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALL_LEG_STATUSES), fc.constantFrom(...events), (s, e) => {
        const next = nextLegStatus(s, e);
        if (!isOngoingLeg(s)) expect(next).toBeNull();
        if (next !== null && isMissedLeg(next)) expect(s).toBe('ringing');
      }),
    );
  });
});

describe('staleLegEnd', () => {
  const at = new Date('2026-11-24T16:00:00Z');
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

  it('fails a leg ringing past its time', () => {
    const leg = { status: 'ringing' as const, deliveredAt: at, answeredAt: null };
    expect(staleLegEnd(leg, later(STALE_RINGING_SECONDS - 1))).toBeNull();
    expect(staleLegEnd(leg, later(STALE_RINGING_SECONDS))).toEqual({
      kind: 'failed',
      at: later(STALE_RINGING_SECONDS),
      durationSeconds: 0,
    });
  });

  it('completes a conversation that never hung up, at the time it went stale', () => {
    const leg = { status: 'answered' as const, deliveredAt: at, answeredAt: at };
    expect(staleLegEnd(leg, later(60))).toBeNull();
    expect(staleLegEnd(leg, later(STALE_ANSWERED_SECONDS + 500))).toEqual({
      kind: 'completed',
      at: later(STALE_ANSWERED_SECONDS),
      durationSeconds: STALE_ANSWERED_SECONDS,
    });
  });

  it('leaves final legs alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALL_LEG_STATUSES), fc.nat(10 ** 6), (status, seconds) => {
        if (isOngoingLeg(status)) return;
        expect(staleLegEnd({ status, deliveredAt: at, answeredAt: at }, later(seconds))).toBeNull();
      }),
    );
  });
});
