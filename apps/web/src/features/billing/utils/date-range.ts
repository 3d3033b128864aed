import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT } from '@client-admin/domain/constants';

dayjs.extend(utc);

export interface DateRange {
  /** 'YYYY-MM-DD', first day included. */
  from: string;
  /** 'YYYY-MM-DD', last day included. */
  to: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * Seed 002 §9: transactions from the start of the month. The API counts days in UTC
 * (decision 0027), so "today" is the UTC day too: a line made now always falls in the range.
 */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const today = dayjs.utc(now);
  return { from: today.startOf('month').format(DAY), to: today.format(DAY) };
}

/** The instant a range's day starts, UTC. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The UTC day of an instant as 'MM-DD-YYYY', the days the range is chosen in. */
export const formatRangeDay = (at: number): string => dayjs.utc(at).format(DATE_FORMAT);
