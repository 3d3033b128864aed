/**
 * A channel's temporary pause: a number of minutes, or -1 for "until the end of today" in the
 * business time zone (seed 001 §4).
 */
import { BUSINESS_TIME_ZONE, newYorkDate } from './new-york-calendar';

export const PAUSE_UNTIL_END_OF_DAY = -1;
/** A year: longer is a mistake (and past the end of JavaScript's dates for huge numbers). */
export const MAX_PAUSE_DURATION_MINUTES = 525_600;

export function isValidPauseDuration(minutes: number): boolean {
  return (
    minutes === PAUSE_UNTIL_END_OF_DAY ||
    (Number.isInteger(minutes) && minutes > 0 && minutes <= MAX_PAUSE_DURATION_MINUTES)
  );
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Minutes New York is ahead of UTC at the instant (negative: -240 or -300). */
function newYorkOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The next New York midnight after the instant: "the end of today". */
export function endOfNewYorkDay(now: Date): Date {
  const d = newYorkDate(now);
  const midnightAsUtc = Date.UTC(d.year, d.month - 1, d.day + 1);
  // Offset at the guess, then again at the answer: a DST switch that night moves it by an hour.
  const first = midnightAsUtc - newYorkOffsetMinutes(new Date(midnightAsUtc)) * 60_000;
  return new Date(midnightAsUtc - newYorkOffsetMinutes(new Date(first)) * 60_000);
}

/** When a pause started now with this duration ends. */
export function pauseScheduledEnd(now: Date, durationMinutes: number): Date {
  if (!isValidPauseDuration(durationMinutes)) {
    throw new RangeError(`invalid pause duration ${durationMinutes}`);
  }
  if (durationMinutes === PAUSE_UNTIL_END_OF_DAY) return endOfNewYorkDay(now);
  return new Date(now.getTime() + durationMinutes * 60_000);
}
