import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DATE_FORMAT, DEFAULT_TIME_ZONE, TIME_ZONE_LABEL } from '@client-admin/domain/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 'MM-DD-YYYY' of the calendar day in America/New_York; '' for a missing or bad value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  // A bare date has no time of day: shifting it to New York would show the day before.
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return dayjs(iso).format(DATE_FORMAT);
  const value = dayjs(iso);
  return value.isValid() ? value.tz(DEFAULT_TIME_ZONE).format(DATE_FORMAT) : '';
}

/** 'MM-DD-YYYY hh:mm A ET' in America/New_York, labelled; '' for a missing or bad value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid()
    ? `${value.tz(DEFAULT_TIME_ZONE).format(`${DATE_FORMAT} hh:mm A`)} ${TIME_ZONE_LABEL}`
    : '';
}
