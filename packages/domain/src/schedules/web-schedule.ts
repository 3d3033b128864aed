/**
 * The web lead schedule in the rules' form: seven days, Sunday to Saturday, each with its
 * windows (no caps). New parts follow the web rules of seed 001 §5.
 */
import { DEFAULT_DAY_PART_WINDOW, WEEKDAYS, type Weekday } from './constants';
import {
  addDayPart,
  defaultDay,
  removeDayPart,
  retimeDayPart,
  type Day,
  type EditResult,
  type TimeRange,
} from './day-parts';

export type WebDay = Day<TimeRange>;

export const defaultWebDayPart = (): TimeRange => ({ ...DEFAULT_DAY_PART_WINDOW });

export const defaultWebDay = (weekday: Weekday): WebDay => defaultDay(weekday, defaultWebDayPart());

/** Monday to Friday active, 09:00-17:00. */
export const defaultWebSchedule = (): WebDay[] => WEEKDAYS.map(defaultWebDay);

export const addWebDayPart = (day: WebDay, step: number): EditResult<WebDay> =>
  addDayPart(day, 'web', step, (range) => range);

export const removeWebDayPart = (day: WebDay, index: number): WebDay =>
  removeDayPart(day, index, defaultWebDayPart);

export const retimeWebDayPart = (
  day: WebDay,
  index: number,
  range: TimeRange,
  step: number,
): EditResult<WebDay> => retimeDayPart(day, index, range, 'web', step);
