/**
 * The counts of seed 001 §5 ("zero weekday day caps, zero concurrency caps and weekend day
 * caps"): the screen may warn with them; no message is given. Only active days count.
 */
import { isWeekend } from './constants';
import type { CallDay } from './call-schedule';

export interface ZeroCapCounts {
  /** Active Monday-Friday days whose day cap is 0: they take no calls. */
  zeroWeekdayDayCaps: number;
  /** Parts of active days whose concurrency cap is 0: they take no calls. */
  zeroConcurrencyCaps: number;
  /** Active Saturdays and Sundays with a day cap other than 0 (unlimited included). */
  weekendDayCaps: number;
}

export function zeroCapCounts(days: readonly CallDay[]): ZeroCapCounts {
  const active = days.filter((day) => day.isActive);
  return {
    zeroWeekdayDayCaps: active.filter((d) => !isWeekend(d.weekday) && d.dailyCap === 0).length,
    zeroConcurrencyCaps: active.flatMap((d) => d.parts).filter((p) => p.concurrencyCap === 0)
      .length,
    weekendDayCaps: active.filter((d) => isWeekend(d.weekday) && d.dailyCap !== 0).length,
  };
}
