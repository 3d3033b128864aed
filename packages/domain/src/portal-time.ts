/**
 * An instant as the portal writes it wherever no browser formats it (e-mails, transaction
 * descriptions, server messages): New York's clock, labelled (decision 0057).
 */
import { DEFAULT_TIME_ZONE, TIME_ZONE_LABEL } from './constants';
import { localMoment } from './local-clock';

const two = (n: number) => String(n).padStart(2, '0');

/** 'MM-DD-YYYY hh:mm AM ET'. */
export function formatPortalDateTime(instant: Date): string {
  const { year, month, day, minuteOfDay } = localMoment(instant, DEFAULT_TIME_ZONE);
  const hour = Math.floor(minuteOfDay / 60);
  const clock = `${two(hour % 12 || 12)}:${two(minuteOfDay % 60)} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${two(month)}-${two(day)}-${year} ${clock} ${TIME_ZONE_LABEL}`;
}
