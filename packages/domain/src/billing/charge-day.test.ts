import { describe, expect, it } from 'vitest';
import { MAX_MOVEMENT_CENTS } from './billing-constants';
import {
  chargeDateOf,
  chargeDayAmountCents,
  chargeDayDescription,
  chargeDayOf,
  chargeDayPeriod,
  chargeDayReference,
  chargeRunTime,
  dueChargeDates,
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

describe('charge dates due at a moment', () => {
  const at = (iso: string) => new Date(`${iso}Z`);
  const dates = (iso: string) => dueChargeDates(at(iso)).map((d) => d.chargeDate);

  it('runs a charge date at 06:00 UTC', () => {
    expect(chargeRunTime('2026-11-20')).toEqual(at('2026-11-20T06:00:00'));
  });

  it("claims today's date once its run time has passed, not before", () => {
    expect(dates('2026-11-20T05:59:59.999')).toEqual([]);
    expect(dueChargeDates(at('2026-11-20T06:00:00'))).toEqual([
      { chargeDate: '2026-11-20', chargeDay: 20, termsChangedBefore: null },
    ]);
    expect(dates('2026-11-20T09:00:00')).toEqual(['2026-11-20']);
    expect(dates('2026-11-20T23:59:59.999')).toEqual(['2026-11-20']);
  });

  it("catches up yesterday's date all the next day, for terms set before its run time", () => {
    const caughtUp = {
      chargeDate: '2026-11-20',
      chargeDay: 20,
      termsChangedBefore: at('2026-11-20T06:00:00'),
    };
    expect(dueChargeDates(at('2026-11-21T00:00:00'))).toEqual([caughtUp]);
    expect(dueChargeDates(at('2026-11-21T05:59:59'))).toEqual([caughtUp]);
    expect(dueChargeDates(at('2026-11-21T23:59:59'))).toEqual([caughtUp]);
    // Two days late is out of the window.
    expect(dates('2026-11-22T06:00:00')).toEqual([]);
  });

  it('claims only charge days (the 1st, 5th, 15th and 20th)', () => {
    for (const day of ['03', '04', '10', '17', '22', '28', '31']) {
      expect(dates(`2026-12-${day}T12:00:00`), day).toEqual([]);
    }
    expect(dates('2026-11-05T06:00:00')).toEqual(['2026-11-05']);
    expect(dates('2026-11-15T06:00:00')).toEqual(['2026-11-15']);
    expect(dates('2026-11-16T06:00:00')).toEqual(['2026-11-15']);
  });

  it('crosses month and year boundaries', () => {
    expect(dates('2027-01-01T05:59:59')).toEqual([]);
    expect(dates('2027-01-01T06:00:00')).toEqual(['2027-01-01']);
    expect(dates('2027-01-02T01:00:00')).toEqual(['2027-01-01']);
    expect(dates('2026-03-01T06:00:00')).toEqual(['2026-03-01']);
    expect(dates('2026-03-02T00:00:00')).toEqual(['2026-03-01']);
    // The last day of a month is no charge day: the 1st after it has nothing to catch up.
    expect(dates('2026-02-28T06:00:00')).toEqual([]);
    expect(dates('2024-02-29T06:00:00')).toEqual([]);
    expect(dates('2026-05-01T03:00:00')).toEqual([]);
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
