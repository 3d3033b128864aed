/**
 * The web lead schedule on the wire (seed 001 §3 "Web lead schedule entry", §5): one entry per
 * part, { clientQuoteTypeId, dayOfWeek, startTime, endTime, isActive }. A time of 23:59 reads
 * as 24:00:00; an active part ending at 24:00:00 is sent as 23:59:59.99; an inactive day is sent
 * as one entry from 00:00:00.00 to 00:00:00.00.
 */
import {
  MINUTES_PER_DAY,
  WEB_END_OF_DAY_WIRE,
  WEB_INACTIVE_DAY_WIRE,
  WEEKDAYS,
  type Weekday,
} from './constants';
import { sortedParts } from './day-parts';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day';
import { defaultWebDayPart, defaultWebSchedule, type WebDay } from './web-schedule';

export interface WebLeadScheduleEntry {
  clientQuoteTypeId: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

/** A web time read from the wire: 23:59 (any seconds) is 24:00. */
export function parseWebTime(time: string): number | null {
  return parseTimeOfDay(time, { lateAsEndOfDay: true });
}

function webMinutes(time: string): number {
  const minutes = parseWebTime(time);
  if (minutes === null) throw new RangeError(`not a web schedule time: ${time}`);
  return minutes;
}

/** How a web time is shown: 23:59 as 24:00:00. */
export const showWebTime = (time: string): string => formatTimeOfDay(webMinutes(time));

const endOnWire = (minutes: number) =>
  minutes === MINUTES_PER_DAY ? WEB_END_OF_DAY_WIRE : formatTimeOfDay(minutes);

export function encodeWebSchedule(
  days: readonly WebDay[],
  clientQuoteTypeId: number,
): WebLeadScheduleEntry[] {
  return [...days]
    .sort((a, b) => a.weekday - b.weekday)
    .flatMap((day): WebLeadScheduleEntry[] =>
      day.isActive
        ? sortedParts(day.parts).map((part) => ({
            clientQuoteTypeId,
            dayOfWeek: day.weekday,
            startTime: formatTimeOfDay(part.start),
            endTime: endOnWire(part.end),
            isActive: true,
          }))
        : [
            {
              clientQuoteTypeId,
              dayOfWeek: day.weekday,
              startTime: WEB_INACTIVE_DAY_WIRE,
              endTime: WEB_INACTIVE_DAY_WIRE,
              isActive: false,
            },
          ],
    );
}

/**
 * Entries (that passed `validateWebSchedule`) to seven days. No entries at all: the default
 * schedule; a weekday without entries, or inactive: inactive with the default part (an inactive
 * day's times are not kept).
 */
export function decodeWebSchedule(entries: readonly WebLeadScheduleEntry[]): WebDay[] {
  if (entries.length === 0) return defaultWebSchedule();
  return WEEKDAYS.map((weekday: Weekday): WebDay => {
    const own = entries.filter((e) => e.dayOfWeek === weekday);
    if (own.length === 0 || own.some((e) => !e.isActive)) {
      return { weekday, isActive: false, parts: [defaultWebDayPart()] };
    }
    return {
      weekday,
      isActive: true,
      parts: sortedParts(
        own.map((e) => ({ start: webMinutes(e.startTime), end: webMinutes(e.endTime) })),
      ),
    };
  });
}
