import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBillableCall, missedCallPenaltyCents } from './call-billing';

describe('isBillableCall', () => {
  it('bills an answered call from the threshold on', () => {
    expect(isBillableCall(true, 59, 60)).toBe(false);
    expect(isBillableCall(true, 60, 60)).toBe(true);
    expect(isBillableCall(true, 0, null)).toBe(true);
  });

  it('never bills an unanswered call', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.option(fc.nat(600)), (duration, threshold) => {
        expect(isBillableCall(false, duration, threshold)).toBe(false);
      }),
    );
  });

  it('is monotonic in the duration', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(600), (a, b, threshold) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        if (isBillableCall(true, short, threshold)) {
          expect(isBillableCall(true, long, threshold)).toBe(true);
        }
      }),
    );
  });
});

describe('missedCallPenaltyCents', () => {
  it('is the channel penalty when positive', () => {
    expect(missedCallPenaltyCents(250)).toBe(250);
    expect(missedCallPenaltyCents(0)).toBeNull();
    expect(missedCallPenaltyCents(null)).toBeNull();
  });
});
