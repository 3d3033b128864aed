import { describe, expect, it } from 'vitest';
import { endOfBound, rangeBoundOf } from '../range-bounds';
import { shouldPrependOngoing } from './ongoing-prepend';

const now = new Date('2026-11-24T10:00:00Z');
const endOf = (to: string) => endOfBound(rangeBoundOf(to));
const base = { prependOngoingCalls: true, search: null, end: endOf('2026-11-30'), now };

describe('shouldPrependOngoing (seed 001 §2)', () => {
  it('prepends when asked, without a search, and the range has not ended', () => {
    expect(shouldPrependOngoing(base)).toBe(true);
    expect(shouldPrependOngoing({ ...base, end: null })).toBe(true);
  });

  it('prepends when the range ends today (the New York day has not ended)', () => {
    expect(shouldPrependOngoing({ ...base, end: endOf('2026-11-24') })).toBe(true);
    // 23:59 in New York is 04:59 UTC the next day: still the 24th there.
    expect(
      shouldPrependOngoing({
        ...base,
        end: endOf('2026-11-24'),
        now: new Date('2026-11-25T04:59:59Z'),
      }),
    ).toBe(true);
  });

  it('does not prepend when the range ended before now', () => {
    expect(shouldPrependOngoing({ ...base, end: endOf('2026-11-23') })).toBe(false);
    expect(
      shouldPrependOngoing({
        ...base,
        end: endOf('2026-11-24'),
        now: new Date('2026-11-25T05:00:00Z'),
      }),
    ).toBe(false);
  });

  it('reads a date-time end as that instant (issue 36)', () => {
    expect(shouldPrependOngoing({ ...base, end: endOf('2026-11-24T10:00:01Z') })).toBe(true);
    expect(shouldPrependOngoing({ ...base, end: endOf('2026-11-24T05:00:00-05:00') })).toBe(false);
  });

  it('does not prepend while a search is active (blank is no search)', () => {
    expect(shouldPrependOngoing({ ...base, search: '512' })).toBe(false);
    expect(shouldPrependOngoing({ ...base, search: '   ' })).toBe(true);
  });

  it('does not prepend when the caller did not ask', () => {
    expect(shouldPrependOngoing({ ...base, prependOngoingCalls: false })).toBe(false);
  });
});
