import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchingSubsidy, subsidyCents } from './subsidy-amount';

describe("a subsidy on a lead's price (decision 0072)", () => {
  it('takes a percent of the price up to its cap, or a flat amount', () => {
    expect(subsidyCents({ kind: 'PERCENT', amount: 2500, capCents: 1000 }, 2000)).toBe(500);
    expect(subsidyCents({ kind: 'PERCENT', amount: 2500, capCents: 300 }, 2000)).toBe(300);
    expect(subsidyCents({ kind: 'PERCENT', amount: 3333, capCents: 5000 }, 1125)).toBe(375);
    expect(subsidyCents({ kind: 'FLAT', amount: 400, capCents: null }, 1125)).toBe(400);
    expect(subsidyCents({ kind: 'FLAT', amount: 4000, capCents: null }, 1125)).toBe(1125);
    expect(subsidyCents({ kind: 'FLAT', amount: 400, capCents: null }, 0)).toBe(0);
  });

  it('is never below 0, above the price or above the cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PERCENT' as const, 'FLAT' as const),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        fc.integer({ min: -100, max: 1_000_000 }),
        (kind, amount, cap, price) => {
          const cents = subsidyCents(
            { kind, amount: kind === 'PERCENT' ? amount % 10_001 : amount, capCents: cap },
            price,
          );
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(Math.max(price, 0));
          if (cap !== null) expect(cents).toBeLessThanOrEqual(cap);
          expect(Number.isInteger(cents)).toBe(true);
        },
      ),
    );
  });

  it("prefers the county's row, then the state-wide row", () => {
    const rows = [
      { leadState: 'WA', county: '', product: 'SF-AUTO-WEB', id: 1 },
      { leadState: 'WA', county: 'KING', product: 'SF-AUTO-WEB', id: 2 },
      { leadState: 'WA', county: 'KING', product: 'SF-HOME-WEB', id: 3 },
    ];
    expect(matchingSubsidy(rows, { state: 'wa', county: 'King', product: 'sf-auto-web' })?.id).toBe(
      2,
    );
    expect(
      matchingSubsidy(rows, { state: 'WA', county: 'PIERCE', product: 'SF-AUTO-WEB' })?.id,
    ).toBe(1);
    expect(matchingSubsidy(rows, { state: 'WA', county: null, product: 'SF-AUTO-WEB' })?.id).toBe(
      1,
    );
    expect(
      matchingSubsidy(rows, { state: 'WA', county: 'PIERCE', product: 'SF-HOME-WEB' }),
    ).toBeNull();
    expect(
      matchingSubsidy(rows, { state: 'TX', county: 'KING', product: 'SF-AUTO-WEB' }),
    ).toBeNull();
  });
});
