import { describe, expect, it } from 'vitest';
import {
  ACTIVE_CHANNEL_STATUSES,
  CAP_STATUSES,
  channelStatusTone,
  isActiveChannel,
  isCapStatus,
  isIncompleteChannelName,
} from './channel-status';

describe('channel status (seed 001 §3-4)', () => {
  it.each([...ACTIVE_CHANNEL_STATUSES, 'Active'])('%s counts as active', (status) => {
    expect(isActiveChannel(status)).toBe(true);
  });

  it.each(['PAUSE', 'INACTIVE', 'CANCEL', ''])('%s does not', (status) => {
    expect(isActiveChannel(status)).toBe(false);
  });

  it('a name beginning with INCOMPLETE is incomplete', () => {
    expect(isIncompleteChannelName('INCOMPLETE - auto web')).toBe(true);
    expect(isIncompleteChannelName('Auto web INCOMPLETE')).toBe(false);
    expect(isIncompleteChannelName('incomplete auto')).toBe(false);
    expect(isIncompleteChannelName(null)).toBe(false);
    expect(isIncompleteChannelName(undefined)).toBe(false);
  });
});

describe('a channel status tone (issue 36)', () => {
  it.each([
    ['ACTIVE', 'active'],
    ['Active', 'active'],
    ['DAYCAPPED', 'capped'],
    ['WEEKCAPPED', 'capped'],
    ['DAY CAP', 'capped'],
    ['WEEKLY_CAP', 'capped'],
    ['PAUSE', 'paused'],
    ['INACTIVE', 'inactive'],
    ['CANCEL', 'inactive'],
    ['', 'inactive'],
  ] as const)('%s reads as %s', (status, tone) => {
    expect(channelStatusTone(status)).toBe(tone);
  });

  it('only the routing cap statuses are cap statuses', () => {
    expect(CAP_STATUSES.every((status) => isCapStatus(status))).toBe(true);
    for (const status of ['ACTIVE', 'DAY CAP', 'PAUSE', null, undefined]) {
      expect(isCapStatus(status)).toBe(false);
    }
  });
});
