import { DEFAULT_TIME_ZONE } from '../constants';
import { localMidnight, localMoment } from '../local-clock';

/**
 * Seed 002 §4: a scheduled State Farm upload (processNow false) is processed at the start of
 * next month: midnight of the 1st in New York (decision 0057), as an instant.
 */
export function nextProcessingDate(now: Date): Date {
  const { year, month } = localMoment(now, DEFAULT_TIME_ZONE);
  return month === 12
    ? localMidnight(year + 1, 1, 1, DEFAULT_TIME_ZONE)
    : localMidnight(year, month + 1, 1, DEFAULT_TIME_ZONE);
}
