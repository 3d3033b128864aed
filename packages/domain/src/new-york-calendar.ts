/**
 * Calendar positions of an instant in America/New_York, the product's business time zone
 * (seed 000 §9). Weeks start on Sunday. Keys are plain numbers so they compare with < and >.
 */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
}

export function newYorkDate(instant: Date): CalendarDate {
  const found: Record<string, string> = {};
  for (const part of parts.formatToParts(instant)) found[part.type] = part.value;
  return {
    year: Number(found.year),
    month: Number(found.month),
    day: Number(found.day),
    weekday: WEEKDAYS.indexOf(found.weekday ?? ''),
  };
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
