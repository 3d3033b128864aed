import { describe, expect, it } from 'vitest';
import { ineligibilityMessage } from './lead-flow-messages';
import { leadsStoppedNow, type ChannelNow } from './leads-stopped-now';

const NOW = new Date('2026-11-30T15:00:00Z');
const channel = (overrides: Partial<ChannelNow> = {}): ChannelNow => ({
  status: 'ACTIVE',
  name: 'Auto Web 1',
  temporaryPause: null,
  statusBeforePause: null,
  ...overrides,
});
const pausedUntil = (scheduledEnd: string, statusBeforePause: string | null = 'ACTIVE') =>
  channel({
    status: 'PAUSE',
    temporaryPause: { scheduledEnd },
    statusBeforePause,
  });

describe('what stops every lead now (issue 36)', () => {
  it('nothing for an active channel of an active client', () => {
    expect(leadsStoppedNow(channel(), 'ACTIVE', NOW)).toEqual([]);
    expect(leadsStoppedNow(channel(), 'CORPORATE', NOW)).toEqual([]);
  });

  it('names a temporary pause first, with its end in New York time', () => {
    const reasons = leadsStoppedNow(pausedUntil('2026-11-30T22:30:00Z'), 'ACTIVE', NOW);
    expect(reasons).toEqual([{ code: 'channelPaused', until: '2026-11-30T22:30:00Z' }]);
    expect(ineligibilityMessage(reasons[0]!)).toBe(
      'The channel is paused until 11-30-2026 05:30 PM ET.',
    );
  });

  it('names the pause before the account and the cap the pause gives back', () => {
    const reasons = leadsStoppedNow(
      pausedUntil('2026-12-01T05:00:00Z', 'DAYCAPPED'),
      'PAUSE_VAC',
      NOW,
    );
    expect(reasons.map((r) => r.code)).toEqual([
      'channelPaused',
      'clientOnVacation',
      'channelDayCapped',
    ]);
    expect(ineligibilityMessage(reasons[0]!)).toBe(
      'The channel is paused until 12-01-2026 12:00 AM ET.',
    );
  });

  it('a PAUSE status without a running pause is paused, with no end', () => {
    expect(leadsStoppedNow(channel({ status: 'PAUSE' }), 'ACTIVE', NOW)).toEqual([
      { code: 'channelPaused' },
    ]);
    const over = pausedUntil('2026-11-30T14:00:00Z');
    expect(leadsStoppedNow(over, 'ACTIVE', NOW)).toEqual([{ code: 'channelPaused' }]);
  });

  it('a running temporary pause counts whatever the status says', () => {
    const stale = channel({ temporaryPause: { scheduledEnd: '2026-11-30T16:00:00Z' } });
    expect(leadsStoppedNow(stale, 'ACTIVE', NOW)[0]).toEqual({
      code: 'channelPaused',
      until: '2026-11-30T16:00:00Z',
    });
  });

  it('names a day or week cap, after the account', () => {
    expect(leadsStoppedNow(channel({ status: 'DAYCAPPED' }), 'ACTIVE', NOW)).toEqual([
      { code: 'channelDayCapped' },
    ]);
    expect(leadsStoppedNow(channel({ status: 'WEEKCAPPED' }), 'PAUSE_AR', NOW)).toEqual([
      { code: 'clientPaused', clientStatus: 'PAUSE_AR' },
      { code: 'channelWeekCapped' },
    ]);
  });

  it('names an inactive or incomplete channel', () => {
    expect(leadsStoppedNow(channel({ status: 'INACTIVE' }), 'ACTIVE', NOW)).toEqual([
      { code: 'channelInactive', channelStatus: 'INACTIVE' },
    ]);
    const draft = pausedUntil('2026-11-30T22:30:00Z');
    expect(leadsStoppedNow({ ...draft, name: 'INCOMPLETE Auto' }, 'ACTIVE', NOW)).toEqual([
      { code: 'channelPaused', until: '2026-11-30T22:30:00Z' },
      { code: 'channelIncomplete' },
    ]);
  });
});
