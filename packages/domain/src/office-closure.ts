import { newYorkDayKey } from './new-york-calendar';

/** The one-off office closure of seed 000 §1: 18 to 20 June 2019, New York days, inclusive. */
const FIRST_DAY = 20190618;
const LAST_DAY = 20190620;

export function isOfficeClosureWindow(now: Date): boolean {
  const day = newYorkDayKey(now);
  return day >= FIRST_DAY && day <= LAST_DAY;
}
