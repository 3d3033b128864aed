/**
 * Calendar positions of an instant in America/New_York, the product's business time zone
 * (seed 000 §9), read off the one local clock. Weeks start on Sunday. Keys are plain numbers so
 * they compare with < and >.
 */
import { DEFAULT_TIME_ZONE } from './constants';
import { localMoment } from './local-clock';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
}

export function newYorkDate(instant: Date): CalendarDate {
  const { year, month, day, weekday } = localMoment(instant, DEFAULT_TIME_ZONE);
  return { year, month, day, weekday };
}

const keyOf = (year: number, month: number, day: number) => year * 10_000 + month * 100 + day;

/** YYYYMMDD of the New York calendar day. */
export function newYorkDayKey(instant: Date): number {
  const d = newYorkDate(instant);
  return keyOf(d.year, d.month, d.day);
}

/** YYYYMMDD of the Sunday that starts the instant's New York week. */
export function newYorkWeekKey(instant: Date): number {
  const d = newYorkDate(instant);
  const sunday = new Date(Date.UTC(d.year, d.month - 1, d.day - d.weekday));
  return keyOf(sunday.getUTCFullYear(), sunday.getUTCMonth() + 1, sunday.getUTCDate());
}

/** YYYYMM of the New York month. */
export function newYorkMonthKey(instant: Date): number {
  const d = newYorkDate(instant);
  return d.year * 100 + d.month;
}
