import type { ScheduleKind } from '@client-admin/domain/schedules/constants';
import type { Day, EditResult, PartOf, TimeRange } from '@client-admin/domain/schedules/day-parts';
import { formatTimeOfDay } from '@client-admin/domain/schedules/time-of-day';

/**
 * The domain's day-part rules for one kind of schedule (call, web, account), handed to the
 * shared editors so that they never decide a rule themselves.
 */
export interface DayPartRules<D extends Day> {
  kind: ScheduleKind;
  /** Minutes: every time lies on it. */
  step: number;
  add: (day: D) => EditResult<D>;
  remove: (day: D, index: number) => D;
  retime: (day: D, index: number, range: TimeRange) => EditResult<D>;
}

/** A numeric field of a part (concurrency cap, day-part cap) that the day-part rows edit. */
export interface PartCapField<D extends Day> {
  key: keyof PartOf<D> & string;
  label: string;
}

/** 'HH:MM' (24:00 for the end of the day). */
export const timeLabel = (minutes: number): string => formatTimeOfDay(minutes).slice(0, 5);

export const replaceDay = <D extends Day>(days: readonly D[], day: D): D[] =>
  days.map((d) => (d.weekday === day.weekday ? day : d));
