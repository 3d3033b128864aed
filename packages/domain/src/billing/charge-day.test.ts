import { describe, expect, it } from 'vitest';
import { MAX_MOVEMENT_CENTS } from './billing-constants';
import {
  chargeDateOf,
  chargeDayAmountCents,
  chargeDayDescription,
  chargeDayOf,
  chargeDayPeriod,
  chargeDayReference,
} from './charge-day';

describe('charge-day period', () => {
  it('is the UTC date of the run and its day of the month', () => {
    expect(chargeDateOf(new Date('2026-11-20T06:00:00Z'))).toBe('2026-11-20');
    expect(chargeDateOf(new Date('2026-11-19T23:59:59Z'))).toBe('2026-11-19');
    expect(chargeDayOf('2026-11-05')).toBe(5);
  });

  it('covers the month up to the day before the charge date without a previous charge', () => {
    expect(chargeDayPeriod('2026-11-20', null)).toEqual({ start: '2026-10-20', end: '2026-11-19' });
    expect(chargeDayPeriod('2026-01-01', null)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(chargeDayPeriod('2026-03-15', null)).toEqual({ start: '2026-02-15', end: '2026-03-14' });
  });

  it('starts on the previous charge date when it is within the month (charge day moved)', () => {
    expect(chargeDayPeriod('2026-11-05', '2026-10-20')).toEqual({
      start: '2026-10-20',
      end: '2026-11-04',
    });
    expect(chargeDayPeriod('2026-11-20', '2026-11-05')).toEqual({
      start: '2026-11-05',
      end: '2026-11-19',
    });
  });

  it('never reaches back more than a month', () => {
    expect(chargeDayPeriod('2026-11-20', '2026-06-20')).toEqual({
      start: '2026-10-20',
      end: '2026-11-19',
    });
    expect(chargeDayPeriod('2026-11-20', '2026-11-20').start).toBe('2026-10-20');
  });
});

describe('charge-day amount', () => {
  it('charges lead charges less credits, at least a cent', () => {
    expect(chargeDayAmountCents({ leadChargesCents: 12_500, creditsCents: 2_500 })).toBe(10_000);
    expect(chargeDayAmountCents({ leadChargesCents: 1, creditsCents: 0 })).toBe(1);
  });

  it('charges nothing when nothing was spent or credits cover it', () => {
    expect(chargeDayAmountCents({ leadChargesCents: 0, creditsCents: 0 })).toBeNull();
    expect(chargeDayAmountCents({ leadChargesCents: 500, creditsCents: 500 })).toBeNull();
    expect(chargeDayAmountCents({ leadChargesCents: 500, creditsCents: 900 })).toBeNull();
  });

  it('never charges more than one ledger movement carries', () => {
    expect(
      chargeDayAmountCents({ leadChargesCents: MAX_MOVEMENT_CENTS + 1, creditsCents: 0 }),
    ).toBe(MAX_MOVEMENT_CENTS);
  });
});

describe('charge-day texts', () => {
  it('names the card and the period', () => {
    expect(
      chargeDayDescription(
        { brand: 'Visa', lastFour: '1111' },
        { start: '2026-10-20', end: '2026-11-19' },
      ),
    ).toBe('Charge day charge (Visa XXXX1111) 10-20-2026 – 11-19-2026');
  });

  it('makes a reference that fits the provider', () => {
    expect(chargeDayReference(7)).toBe('chargeday-7');
    expect(chargeDayReference(2_147_483_647).length).toBeLessThanOrEqual(20);
  });
});
