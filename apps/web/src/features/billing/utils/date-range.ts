import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT } from '@client-admin/domain/constants';

dayjs.extend(utc);

/** The instant a range's day starts, UTC (the API counts days in UTC, decision 0027). */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The UTC day of an instant as 'MM-DD-YYYY', the days the range is chosen in. */
export const formatRangeDay = (at: number): string => dayjs.utc(at).format(DATE_FORMAT);
