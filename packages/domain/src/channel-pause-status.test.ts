import { describe, expect, it } from 'vitest';
import { statusAfterPause, statusBeforePause } from './channel-pause-status';

describe('a channel status through a pause (issue 36)', () => {
  it.each(['ACTIVE', 'DAYCAPPED', 'WEEKCAPPED', 'Active'])(
    'a pause of a %s channel remembers it',
    (status) => {
      expect(statusBeforePause(status, null)).toBe(status);
    },
  );

  it('a pause of a paused channel keeps what the first pause remembered', () => {
    expect(statusBeforePause('PAUSE', 'DAYCAPPED')).toBe('DAYCAPPED');
    expect(statusBeforePause('PAUSE', null)).toBeNull();
  });

  it('the end of the pause gives back a day or week cap', () => {
    expect(statusAfterPause('DAYCAPPED')).toBe('DAYCAPPED');
    expect(statusAfterPause('WEEKCAPPED')).toBe('WEEKCAPPED');
  });

  it.each([null, 'ACTIVE', 'Active', 'DAY CAP', 'WEEKLY_CAP', 'PAUSE', 'INACTIVE'])(
    'and ACTIVE after %s',
    (remembered) => {
      expect(statusAfterPause(remembered)).toBe('ACTIVE');
    },
  );
});
