import { describe, expect, it } from 'vitest';
import { shouldPrependOngoing } from './ongoing-prepend';

const now = new Date('2026-11-24T10:00:00Z');
const base = { prependOngoingCalls: true, search: null, to: '2026-11-30', now };

describe('shouldPrependOngoing (seed 001 §2)', () => {
  it('prepends when asked, without a search, and the range has not ended', () => {
    expect(shouldPrependOngoing(base)).toBe(true);
    expect(shouldPrependOngoing({ ...base, to: null })).toBe(true);
  });

  it('prepends when the range ends today (the day has not ended)', () => {
    expect(shouldPrependOngoing({ ...base, to: '2026-11-24' })).toBe(true);
    expect(
      shouldPrependOngoing({ ...base, to: '2026-11-24', now: new Date('2026-11-24T23:59:59Z') }),
    ).toBe(true);
  });

  it('does not prepend when the range ended before now', () => {
    expect(shouldPrependOngoing({ ...base, to: '2026-11-23' })).toBe(false);
    expect(
      shouldPrependOngoing({ ...base, to: '2026-11-24', now: new Date('2026-11-25T00:00:00Z') }),
    ).toBe(false);
  });

  it('does not prepend while a search is active (blank is no search)', () => {
    expect(shouldPrependOngoing({ ...base, search: '512' })).toBe(false);
    expect(shouldPrependOngoing({ ...base, search: '   ' })).toBe(true);
  });

  it('does not prepend when the caller did not ask', () => {
    expect(shouldPrependOngoing({ ...base, prependOngoingCalls: false })).toBe(false);
  });
});
