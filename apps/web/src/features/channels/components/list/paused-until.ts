import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT, DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 'Paused until 11-22-2026 5:30 pm' in New York time; 'Paused' when the end is unknown. */
export function pausedUntilLabel(scheduledEnd: string | null | undefined): string {
  const end = scheduledEnd ? dayjs(scheduledEnd) : null;
  if (!end?.isValid()) return 'Paused';
  return `Paused until ${end.tz(DEFAULT_TIME_ZONE).format(`${DATE_FORMAT} h:mm a`)}`;
}
