/**
 * A channel's temporary pause: a number of minutes, or -1 for "until the end of today" in the
 * business time zone (seed 001 §4).
 */
import { DEFAULT_TIME_ZONE } from './constants';
import { localMoment, startOfNextLocalDay } from './local-clock';

export const PAUSE_UNTIL_END_OF_DAY = -1;
/** A year: longer is a mistake (and past the end of JavaScript's dates for huge numbers). */
export const MAX_PAUSE_DURATION_MINUTES = 525_600;

export function isValidPauseDuration(minutes: number): boolean {
  return (
    minutes === PAUSE_UNTIL_END_OF_DAY ||
    (Number.isInteger(minutes) && minutes > 0 && minutes <= MAX_PAUSE_DURATION_MINUTES)
  );
}

/** The next New York midnight after the instant: "the end of today". */
export const endOfNewYorkDay = (now: Date): Date =>
  startOfNextLocalDay(localMoment(now, DEFAULT_TIME_ZONE));

/** When a pause started now with this duration ends. */
export function pauseScheduledEnd(now: Date, durationMinutes: number): Date {
  if (!isValidPauseDuration(durationMinutes)) {
    throw new RangeError(`invalid pause duration ${durationMinutes}`);
  }
  if (durationMinutes === PAUSE_UNTIL_END_OF_DAY) return endOfNewYorkDay(now);
  return new Date(now.getTime() + durationMinutes * 60_000);
}
