import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_KINDS } from '../billing/movement-kinds';
import { spendChangeCents, spendLimitReached } from './spend-limit';

describe('spend change', () => {
  it('lead charges add, lead credits take away, nothing else counts', () => {
    expect(spendChangeCents('LEAD_CHARGE', 1500)).toBe(1500);
    expect(spendChangeCents('CREDIT', 1500)).toBe(-1500);
    const others = MOVEMENT_KINDS.filter((k) => k !== 'LEAD_CHARGE' && k !== 'CREDIT');
    others.forEach((kind) => expect(spendChangeCents(kind, 1500)).toBe(0));
  });
});

describe('spend limit', () => {
  it('no limit never excludes', () => {
    expect(spendLimitReached(null, 1, 1_000_000)).toBeNull();
  });

  it('a lead that brings the spend exactly to the limit sells; one cent more does not', () => {
    expect(spendLimitReached({ limitCents: 50_000, spentCents: 48_500 }, 1, 1500)).toBeNull();
    expect(spendLimitReached({ limitCents: 50_000, spentCents: 48_501 }, 2, 1500)).toEqual({
      code: 'spendLimitReached',
      productName: 'Call',
      limitCents: 50_000,
      spentCents: 48_501,
      priceCents: 1500,
    });
  });

  it('a limit of 0 takes no paid lead; a free lead is never excluded', () => {
    expect(spendLimitReached({ limitCents: 0, spentCents: 0 }, 1, 1)?.code).toBe(
      'spendLimitReached',
    );
    expect(spendLimitReached({ limitCents: 0, spentCents: 900 }, 1, 0)).toBeNull();
  });

  it('credits beyond the charges make room past the limit of the charges alone', () => {
    expect(spendLimitReached({ limitCents: 1000, spentCents: -500 }, 1, 1500)).toBeNull();
  });

  it('never sells past the limit, whatever the order the prices arrive in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 40 }),
        (limitCents, prices) => {
          let spentCents = 0;
          for (const priceCents of prices) {
            const reached = spendLimitReached({ limitCents, spentCents }, 1, priceCents);
            if (reached === null) spentCents += priceCents;
            else expect(spentCents + priceCents).toBeGreaterThan(limitCents);
            expect(spentCents).toBeLessThanOrEqual(limitCents);
          }
        },
      ),
    );
  });

  it('a lead passed over leaves room for a cheaper one after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (limitCents, spentCents) => {
          const room = Math.max(0, limitCents - spentCents);
          const spend = { limitCents, spentCents };
          expect(spendLimitReached(spend, 1, room + 1)).not.toBeNull();
          if (room > 0) expect(spendLimitReached(spend, 1, room)).toBeNull();
        },
      ),
    );
  });
});
