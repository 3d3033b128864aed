import { DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import { wallTimeInstant, wallTimeText } from '@client-admin/domain/local-clock';

/**
 * A datetime-local value read as the portal's wall time (New York), whatever the browser's own
 * zone, as an ISO instant; anything else passes as it is, for the form's schema to refuse.
 */
export function wallTimeToIso(local: string): string {
  return wallTimeInstant(local, DEFAULT_TIME_ZONE)?.toISOString() ?? local;
}

/** An instant as the portal's wall time, for a datetime-local field; '' for a bad value. */
export function isoToWallTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : wallTimeText(at, DEFAULT_TIME_ZONE);
}

/** The same wall time a number of calendar days later (a DST switch between keeps the hour). */
export function addWallDays(wallTime: string, days: number): string {
  const [date = '', time = ''] = wallTime.split('T');
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return `${day.toISOString().slice(0, 10)}T${time}`;
}
