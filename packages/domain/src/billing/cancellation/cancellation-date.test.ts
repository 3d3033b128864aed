import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../leads/lead-range';
import {
  businessToday,
  effectiveDateProblem,
  isCancellationDue,
  latestEffectiveDate,
} from './cancellation-date';
import { CANCELLATION_MAX_DAYS_AHEAD } from './cancellation-constants';
import { CANCELLATION_MESSAGES as M } from './cancellation-messages';

describe('the effective date of a cancellation', () => {
  it('counts today on the New York calendar', () => {
    // 03:00 UTC is still the evening before in New York.
    expect(businessToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(businessToday(new Date('2026-11-25T06:00:00Z'))).toBe('2026-11-25');
    expect(businessToday(new Date('2027-01-01T04:59:00Z'))).toBe('2026-12-31');
  });

  it('accepts today up to 90 days ahead and refuses the past and beyond', () => {
    const today = '2026-11-24';
    expect(latestEffectiveDate(today)).toBe('2027-02-22');
    expect(effectiveDateProblem(today, today)).toBeNull();
    expect(effectiveDateProblem('2027-02-22', today)).toBeNull();
    expect(effectiveDateProblem('2026-11-23', today)).toBe(M.datePast);
    expect(effectiveDateProblem('2027-02-23', today)).toBe(M.dateTooFar);
  });

  it('refuses exactly the days outside [today, today + 90]', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const today = '2026-03-01';
        const ok = offset >= 0 && offset <= CANCELLATION_MAX_DAYS_AHEAD;
        expect(effectiveDateProblem(addDays(today, offset), today) === null).toBe(ok);
      }),
    );
  });

  it('is due on its day and after, not before', () => {
    expect(isCancellationDue('2026-11-24', '2026-11-24')).toBe(true);
    expect(isCancellationDue('2026-11-23', '2026-11-24')).toBe(true);
    expect(isCancellationDue('2026-11-25', '2026-11-24')).toBe(false);
  });
});
