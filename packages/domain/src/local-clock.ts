/**
 * Where an instant falls in a client's time zone: the weekday, the minute of the day and the
 * calendar date the schedules and caps read (weeks start on Sunday, as the schedules' rows do).
 */
import { DEFAULT_TIME_ZONE } from './constants';
import type { Weekday } from './schedules/constants';
import { TIME_ZONES } from './time-zones';

/** The IANA zone of a client's time zone code; "Not set" (-1) and unknown codes are New York. */
export function clientTimeZone(code: number): string {
  return TIME_ZONES.find((zone) => zone.code === code)?.iana ?? DEFAULT_TIME_ZONE;
}

export interface LocalMoment {
  timeZone: string;
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  weekday: Weekday;
  /** Whole minutes after local midnight, 0 to 1439. */
  minuteOfDay: number;
  /** YYYY-MM-DD, the key of a channel's dayCapOverrides. */
  date: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const two = (n: number) => String(n).padStart(2, '0');

export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const found: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') found[part.type] = Number(part.value);
  }
  const year = found.year ?? 0;
  const month = found.month ?? 1;
  const day = found.day ?? 1;
  return {
    timeZone,
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday,
    minuteOfDay: (found.hour ?? 0) * 60 + (found.minute ?? 0),
    date: `${year}-${two(month)}-${two(day)}`,
  };
}

/** Minutes the zone is ahead of UTC at the instant (New York: -240 or -300). */
function offsetMinutes(instant: number, timeZone: string): number {
  const local = localMoment(new Date(instant), timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day) + local.minuteOfDay * 60_000;
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant of local midnight starting the date (day may run past the month's end). */
export const localMidnight = (year: number, month: number, day: number, timeZone: string): Date =>
  localWallTime(year, month, day, 0, timeZone);

/** The instant the zone's clocks show the date and minute of the day (a DST gap moves it on). */
export function localWallTime(
  year: number,
  month: number,
  day: number,
  minuteOfDay: number,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(year, month - 1, day) + minuteOfDay * 60_000;
  // Offset at the guess, then again at the answer: a DST switch that night moves it by an hour.
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(first, timeZone) * 60_000);
}

export const startOfNextLocalDay = (moment: LocalMoment): Date =>
  localMidnight(moment.year, moment.month, moment.day + 1, moment.timeZone);

/** The next Sunday's local midnight. */
export const startOfNextLocalWeek = (moment: LocalMoment): Date =>
  localMidnight(moment.year, moment.month, moment.day + 7 - moment.weekday, moment.timeZone);

/**
 * The local moments of one instant, computed once per time zone: a routing decision reads
 * thousands of channels but only a handful of zones.
 */
export function localClock(instant: Date): (timeZone: string) => LocalMoment {
  const moments = new Map<string, LocalMoment>();
  return (timeZone) => {
    let moment = moments.get(timeZone);
    if (!moment) {
      moment = localMoment(instant, timeZone);
      moments.set(timeZone, moment);
    }
    return moment;
  };
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall time typed in a form ('YYYY-MM-DDTHH:mm', a datetime-local value) read in the zone,
 * whatever the browser's own zone; null when it is not one.
 */
export function wallTimeInstant(text: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return localWallTime(year, month, day, hour * 60 + minute, timeZone);
}

/** The instant as the zone's wall time, 'YYYY-MM-DDTHH:mm' (a datetime-local value). */
export function wallTimeText(instant: Date, timeZone: string): string {
  const { date, minuteOfDay } = localMoment(instant, timeZone);
  return `${date}T${two(Math.floor(minuteOfDay / 60))}:${two(minuteOfDay % 60)}`;
}
