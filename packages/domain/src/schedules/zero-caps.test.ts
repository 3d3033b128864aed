import { describe, expect, it } from 'vitest';
import { defaultCallSchedule } from './call-schedule';
import { zeroCapCounts } from './zero-caps';

describe('zero-cap counts (seed 001 §5)', () => {
  it('counts nothing on the default schedule', () => {
    expect(zeroCapCounts(defaultCallSchedule().days)).toEqual({
      zeroWeekdayDayCaps: 0,
      zeroConcurrencyCaps: 0,
      weekendDayCaps: 0,
    });
  });

  it('counts zero weekday caps, zero concurrency caps and capped weekend days of active days', () => {
    const days = defaultCallSchedule([1, 0, 0, 5, -1, 3, 0]).days;
    days[0]!.isActive = true;
    days[6]!.isActive = true;
    days[2]!.isActive = false;
    days[3]!.parts[0]!.concurrencyCap = 0;
    days[3]!.parts.push({ ...days[3]!.parts[0]!, start: 1080, end: 1140 });
    days[2]!.parts[0]!.concurrencyCap = 0;
    expect(zeroCapCounts(days)).toEqual({
      zeroWeekdayDayCaps: 1,
      zeroConcurrencyCaps: 2,
      weekendDayCaps: 1,
    });
  });
});
