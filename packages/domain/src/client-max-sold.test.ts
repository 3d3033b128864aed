import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MAX_SOLD } from './channel-messages';
import { clientMaxSoldLimit, clientMaxSoldMessage, isClientMaxSold } from './client-max-sold';

describe('client max sold (decision 0014)', () => {
  it("is the package's maxSold, or the default 4 without a package", () => {
    expect(clientMaxSoldLimit(2)).toBe(2);
    expect(clientMaxSoldLimit(null)).toBe(DEFAULT_MAX_SOLD);
  });

  it('allows 1 up to the limit, and says so', () => {
    expect(isClientMaxSold(10, 4)).toBe(false);
    expect(isClientMaxSold(0, 4)).toBe(false);
    expect(isClientMaxSold(4, 4)).toBe(true);
    expect(isClientMaxSold(1, 4)).toBe(true);
    expect(clientMaxSoldMessage(4)).toBe('Max sold must be between 1 and 4');
    expect(clientMaxSoldMessage(1)).toBe('Max sold must be 1');
  });

  it('every whole number from 1 to the limit is allowed, nothing above it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: -5, max: 20 }), (limit, n) => {
        expect(isClientMaxSold(n, limit)).toBe(n >= 1 && n <= limit);
      }),
    );
  });
});
