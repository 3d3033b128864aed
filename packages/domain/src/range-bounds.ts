/**
 * The ends of a list's range as other clients send them (issue 36, decision 0054): a date
 * (YYYY-MM-DD) is that whole day of the portal's calendar (America/New_York, seed 001 §9); a
 * date-time (ISO 8601 with Z or an offset) is that instant. A range is half-open: from its start
 * up to, not including, its end, so `to=2026-12-01T00:00:00-05:00` ends with November.
 */
import { DEFAULT_TIME_ZONE } from './constants';
import { localMidnight, localMoment } from './local-clock';

/** What a range bound that is neither a date nor a date-time gets: a 400 naming the field. */
export const rangeBoundMessage = (field: string) =>
  `${field} must be a date (YYYY-MM-DD) or a date and time with its offset (ISO 8601)`;

export type RangeBound = { kind: 'day'; day: string } | { kind: 'instant'; at: Date };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;
/** The longest a bound may be: a date-time with nanoseconds and an offset, with room to spare. */
export const MAX_RANGE_BOUND_LENGTH = 40;

/** Years of four digits from 1000: what both PostgreSQL and JavaScript dates read alike. */
const FIRST_YEAR = 1000;
const LAST_YEAR = 9999;

const two = (n: number) => String(n).padStart(2, '0');

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetMinutes(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** A bound as sent, or null when it is neither a date nor a date-time with its offset. */
export function parseRangeBound(value: string): RangeBound | null {
  if (value.length > MAX_RANGE_BOUND_LENGTH) return null;
  const day = DAY.exec(value);
  if (day) {
    return isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]))
      ? { kind: 'day', day: value }
      : null;
  }
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, date, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(m[6] ?? '0');
  const offset = offsetMinutes(m[8]!);
  if (!isCalendarDay(year, month, date) || hour > 23 || minute > 59 || second > 59) return null;
  if (offset === null) return null;
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const at = new Date(
    Date.parse(`${year}-${two(month)}-${two(date)}T${two(hour)}:${two(minute)}:${two(second)}Z`) +
      millis -
      offset * 60_000,
  );
  const utcYear = at.getUTCFullYear();
  return utcYear < FIRST_YEAR || utcYear > LAST_YEAR ? null : { kind: 'instant', at };
}

export const isRangeBound = (value: string): boolean => parseRangeBound(value) !== null;

/** A bound the contracts already checked; throws on one they would have refused. */
export function rangeBoundOf(value: string): RangeBound {
  const bound = parseRangeBound(value);
  if (!bound) throw new Error(`not a range bound: ${value}`);
  return bound;
}

/** The portal's calendar day of an instant, YYYY-MM-DD. */
export const portalDayOf = (instant: Date): string => localMoment(instant, DEFAULT_TIME_ZONE).date;

/** The first day of the portal's month of an instant, YYYY-MM-DD. */
export const portalMonthStartOf = (instant: Date): string =>
  `${portalDayOf(instant).slice(0, 8)}01`;

function dayParts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
}

/** The instant the portal's day starts (its New York midnight, 23 or 25 hours from the next). */
export function portalDayStart(day: string): Date {
  const [year, month, date] = dayParts(day);
  return localMidnight(year, month, date, DEFAULT_TIME_ZONE);
}

/** The instant the portal's day ends: the next day's midnight. */
export function portalDayEnd(day: string): Date {
  const [year, month, date] = dayParts(day);
  return localMidnight(year, month, date + 1, DEFAULT_TIME_ZONE);
}

/** Where a range starting at the bound starts. */
export const startOfBound = (bound: RangeBound): Date =>
  bound.kind === 'day' ? portalDayStart(bound.day) : bound.at;

/** Where a range ending at the bound ends (not included). */
export const endOfBound = (bound: RangeBound): Date =>
  bound.kind === 'day' ? portalDayEnd(bound.day) : bound.at;

/** The portal day a range starting at the bound starts on. */
export const firstDayOf = (bound: RangeBound): string =>
  bound.kind === 'day' ? bound.day : portalDayOf(bound.at);

/** The portal day a range ending at the bound ends on (the day of its last millisecond). */
export const lastDayOf = (bound: RangeBound): string =>
  bound.kind === 'day' ? bound.day : portalDayOf(new Date(bound.at.getTime() - 1));

/** Whether an instant can be sent to PostgreSQL as ISO text (a year of four digits). */
const isWritable = (instant: Date) => instant.getUTCFullYear() <= LAST_YEAR;

/**
 * A range's bounds as sent (already checked) as the half-open range of instants a query reads:
 * `from` defaults to `defaultFrom` (a date or date-time), a missing `to` (or one past the last
 * writable year) leaves the end open.
 */
export function rangeInstants(
  from: string | undefined,
  to: string | undefined,
  defaultFrom: string,
): { from: Date; to: Date | null } {
  const end = to === undefined ? null : endOfBound(rangeBoundOf(to));
  return {
    from: startOfBound(rangeBoundOf(from ?? defaultFrom)),
    to: end !== null && isWritable(end) ? end : null,
  };
}
