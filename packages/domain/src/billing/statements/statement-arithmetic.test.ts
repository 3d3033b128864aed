import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../billing-constants';
import { MOVEMENT_KINDS } from '../movement-kinds';
import {
  balancesAfter,
  lineOf,
  linesTotal,
  periodStatements,
  productStatements,
  type MonthTotal,
} from './statement-arithmetic';
import { monthPeriod } from './statement-periods';

describe('statement lines', () => {
  it('puts each kind on its line and splits transfers by direction', () => {
    expect(lineOf('DEPOSIT', 100)).toBe('deposits');
    expect(lineOf('CARD_CHARGE', 100)).toBe('deposits');
    expect(lineOf('RECHARGE', 100)).toBe('deposits');
    expect(lineOf('LEAD_CHARGE', -100)).toBe('leadCharges');
    expect(lineOf('REFUND', -100)).toBe('refunds');
    expect(lineOf('TRANSFER', 100)).toBe('transfersIn');
    expect(lineOf('TRANSFER', -100)).toBe('transfersOut');
    expect(lineOf('GROUP_BALANCE_TRANSFER', -5)).toBe('transfersOut');
    expect(lineOf('GROUP_DEBT_REPLACEMENT', 5)).toBe('transfersIn');
    expect(lineOf('GROUP_DEBT_REPLACEMENT', -5)).toBe('transfersOut');
  });
});

describe('productStatements', () => {
  it('gives both products, opening plus lines making the closing', () => {
    const [web, call] = productStatements({ 1: 1_000 }, [
      { productType: 1, kind: 'DEPOSIT', cents: 50_000 },
      { productType: 1, kind: 'LEAD_CHARGE', cents: -1_125 },
      { productType: 1, kind: 'TRANSFER', cents: -2_000 },
      { productType: 2, kind: 'TRANSFER', cents: 2_000 },
    ]);
    expect(web).toMatchObject({ productType: 1, openingCents: 1_000, closingCents: 47_875 });
    expect(web!.lines).toMatchObject({
      deposits: 50_000,
      leadCharges: -1_125,
      transfersOut: -2_000,
    });
    expect(call).toMatchObject({ productType: 2, openingCents: 0, closingCents: 2_000 });
    expect(call!.lines.transfersIn).toBe(2_000);
  });

  const movement = fc.record({
    productType: fc.constantFrom(...PRODUCT_TYPES),
    kind: fc.constantFrom(...MOVEMENT_KINDS),
    cents: fc.integer({ min: -10_000_000, max: 10_000_000 }).filter((c) => c !== 0),
  });

  it('always closes at opening + movements, and the closing is the balance movements leave', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(movement, { maxLength: 30 }),
        (opening, movements) => {
          const after = balancesAfter({ 1: opening }, movements);
          for (const s of productStatements({ 1: opening }, movements)) {
            expect(s.closingCents).toBe(s.openingCents + linesTotal(s.lines));
            expect(s.closingCents).toBe(after[s.productType] ?? 0);
          }
        },
      ),
    );
  });
});

describe('periodStatements', () => {
  const totals: MonthTotal[] = [
    { month: '2026-09-01', productType: 1, kind: 'DEPOSIT', cents: 10_000 },
    { month: '2026-10-01', productType: 1, kind: 'LEAD_CHARGE', cents: -1_500 },
    { month: '2026-10-01', productType: 2, kind: 'PROMO', cents: 2_500 },
    { month: '2026-11-01', productType: 1, kind: 'REFUND', cents: -500 },
  ];

  it("opens each month at the last month's closing (month boundaries)", () => {
    const [sep, oct, nov] = periodStatements(totals, [
      monthPeriod('2026-09-01'),
      monthPeriod('2026-10-01'),
      monthPeriod('2026-11-01'),
    ]);
    expect(sep!.map((p) => [p.openingCents, p.closingCents])).toEqual([
      [0, 10_000],
      [0, 0],
    ]);
    expect(oct!.map((p) => [p.openingCents, p.closingCents])).toEqual([
      [10_000, 8_500],
      [0, 2_500],
    ]);
    expect(nov![0]).toMatchObject({ openingCents: 8_500, closingCents: 8_000 });
    expect(nov![0]!.lines.refunds).toBe(-500);
  });

  it('counts a period spanning no movement at the balance before it', () => {
    const [dec] = periodStatements(totals, [monthPeriod('2026-12-01')]);
    expect(dec!.map((p) => [p.openingCents, linesTotal(p.lines), p.closingCents])).toEqual([
      [8_000, 0, 8_000],
      [2_500, 0, 2_500],
    ]);
  });

  it('takes the months a longer period spans as its lines', () => {
    const [both] = periodStatements(totals, [{ start: '2026-10-01', end: '2026-11-20' }]);
    expect(both![0]).toMatchObject({ openingCents: 10_000, closingCents: 8_000 });
  });
});
