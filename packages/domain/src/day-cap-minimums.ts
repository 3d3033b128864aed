/**
 * The lowest caps a channel's days and week may be set to (GET /api/LeadType/{id}/caps/min):
 * every day the per-day minimum of seed 001 §9, the week the sum of its days (decision 0012).
 */
import { DAY_CAP_DEFAULTS } from './day-caps';
import { WEEKDAY_NAMES, type WeekdayName } from './schedules/constants';

export function dayCapMinimums(): Record<WeekdayName | 'weekly', number> {
  const perDay = DAY_CAP_DEFAULTS.perDayMinimum;
  const days = Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, perDay])) as Record<
    WeekdayName,
    number
  >;
  return { ...days, weekly: perDay * WEEKDAY_NAMES.length };
}
