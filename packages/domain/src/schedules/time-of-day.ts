/**
 * Times of day on the wire ('09:00:00', '23:59:59.99', '00:00:00.00') and in the rules (whole
 * minutes after midnight, 0 to 1440).
 */
import { MINUTES_PER_DAY } from './constants';

/** HH:MM, HH:MM:SS or HH:MM:SS.fraction. */
export const TIME_OF_DAY_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?$/;

export interface ParseTimeOptions {
  /** Web schedules: any time in the minute 23:59 is the end of the day (24:00:00). */
  lateAsEndOfDay?: boolean;
}

/**
 * Minutes after midnight, or null when the text is not a time of day on a whole minute from
 * 00:00:00 to 24:00:00.
 */
export function parseTimeOfDay(text: string, options: ParseTimeOptions = {}): number | null {
  const match = TIME_OF_DAY_PATTERN.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? '0');
  const fraction = Number(`0.${match[4] ?? '0'}`);
  if (minutes > 59 || seconds > 59) return null;
  if (options.lateAsEndOfDay && hours === 23 && minutes === 59) return MINUTES_PER_DAY;
  if (seconds !== 0 || fraction !== 0) return null;
  const total = hours * 60 + minutes;
  return total <= MINUTES_PER_DAY ? total : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:00'; 1440 is '24:00:00'. */
export function formatTimeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`not a time of day: ${minutes}`);
  }
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}:00`;
}

export const isOnStep = (minutes: number, step: number): boolean => minutes % step === 0;

/** The first time on the step at or after the minute. */
export const roundUpToStep = (minutes: number, step: number): number =>
  Math.ceil(minutes / step) * step;
