import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { repeatConsumer } from './consumer-dedupe';

const DAY = 86_400_000;
const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('consumer dedupe', () => {
  it('passes without a rule or an earlier purchase', () => {
    expect(repeatConsumer(null, now)).toBeNull();
    expect(repeatConsumer(undefined, now)).toBeNull();
    expect(repeatConsumer({ days: 30, lastBoughtAt: null }, now)).toBeNull();
  });

  it('refuses a consumer bought within the window and passes one bought before it', () => {
    expect(repeatConsumer({ days: 30, lastBoughtAt: ago(29 * DAY) }, now)).toEqual({
      code: 'repeatConsumer',
      days: 30,
      lastBoughtAt: ago(29 * DAY).toISOString(),
    });
    expect(repeatConsumer({ days: 1, lastBoughtAt: ago(DAY - 1) }, now)).not.toBeNull();
    expect(repeatConsumer({ days: 1, lastBoughtAt: ago(DAY) }, now)).toBeNull();
  });

  it('refuses exactly when the purchase is younger than the window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 200 * DAY }),
        (days, age) => {
          const refused = repeatConsumer({ days, lastBoughtAt: ago(age) }, now) !== null;
          expect(refused).toBe(age < days * DAY);
        },
      ),
    );
  });
});
