import { describe, expect, it } from 'vitest';
import {
  ACTIVE_CHANNEL_STATUSES,
  isActiveChannel,
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
