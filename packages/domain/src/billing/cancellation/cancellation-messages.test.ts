import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES as M } from './cancellation-messages';

describe('cancellation messages', () => {
  it("words the seed's failure as it is (seed 002 §8)", () => {
    expect(M.cancelFailed('boom')).toBe('Oops there was an error canceling this client: boom');
  });

  it('shows dates as the screens do (MM-DD-YYYY)', () => {
    expect(M.scheduled('Avery Agent', '2026-12-24')).toBe(
      'Cancellation of Avery Agent is scheduled for 12-24-2026.',
    );
    expect(M.indicator('2027-01-05')).toBe('Cancellation scheduled for 01-05-2027');
  });
});
