import { describe, expect, it } from 'vitest';
import { addDays, daysOf, instantsOfDays, rangeProblem, startOfMonthDay } from './lead-range';
import { LEADS_MESSAGES as M } from './leads-messages';

describe('lead ranges (issue 17)', () => {
  it('starts at the first of the month', () => {
    expect(startOfMonthDay(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-01');
  });

  it('refuses from after to, naming from', () => {
    expect(rangeProblem('2026-11-02', '2026-11-01')).toEqual({
      field: 'from',
      message: M.fromAfterTo,
    });
  });

  it('accepts a year (366 days) and refuses more, naming to', () => {
    expect(rangeProblem('2025-11-25', '2026-11-25')).toBeNull();
    expect(rangeProblem('2025-11-24', '2026-11-25')).toEqual({
      field: 'to',
      message: M.rangeTooLong,
    });
  });

  it('turns inclusive days into a half-open range of instants', () => {
    expect(instantsOfDays('2026-11-01', '2026-11-30')).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
    });
    expect(instantsOfDays('2026-11-01', undefined)).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: null,
    });
  });

  it('accepts open ends and one day', () => {
    expect(rangeProblem(undefined, '2026-11-01')).toBeNull();
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull();
  });

  it('lists the days of a range', () => {
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('lead ranges with date-times (issue 36)', () => {
  it('refuses a from after to, whatever their kinds', () => {
    expect(rangeProblem('2026-11-01T00:00:00Z', '2026-11-01T05:00:00-05:00')).toBeNull();
    // 20:00 on November 1 in New York, to the end of that day there.
    expect(rangeProblem('2026-11-02T00:00:00Z', '2026-11-01')).toBeNull();
    // The midnight that ends November 1 in New York (EST from that night) is after it.
    expect(rangeProblem('2026-11-02T05:00:00Z', '2026-11-01')).toEqual({
      field: 'from',
      message: M.fromAfterTo,
    });
    expect(rangeProblem('2026-11-01T10:00:00Z', '2026-11-01T09:59:59Z')).toEqual({
      field: 'from',
      message: M.fromAfterTo,
    });
    // An empty range (from equal to to) is no mistake.
    expect(rangeProblem('2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z')).toBeNull();
    expect(rangeProblem('2026-11-02', '2026-11-01T04:00:00Z')).toEqual({
      field: 'from',
      message: M.fromAfterTo,
    });
    expect(rangeProblem('2026-11-01', '2026-11-01T04:00:00Z')).toBeNull();
  });

  it('counts the New York days a range touches', () => {
    // 366 days: November 25 2025 up to the end of November 25 2026 in New York.
    expect(rangeProblem('2025-11-25T05:00:00Z', '2026-11-26T05:00:00Z')).toBeNull();
    expect(rangeProblem('2025-11-25T04:59:59Z', '2026-11-26T05:00:00Z')).toEqual({
      field: 'to',
      message: M.rangeTooLong,
    });
    expect(rangeProblem('2025-11-25', '2026-11-26T05:00:00.001Z')).toEqual({
      field: 'to',
      message: M.rangeTooLong,
    });
  });

  it('leaves a bound that is neither to its field', () => {
    expect(rangeProblem('nope', '2026-11-01')).toBeNull();
  });
});
