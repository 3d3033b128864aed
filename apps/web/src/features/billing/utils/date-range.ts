import dayjs from 'dayjs';
import { DATE_FORMAT } from '@client-admin/domain/constants';
import { portalDayOf } from '@client-admin/domain/range-bounds';

/**
 * The portal's day (America/New_York) of an instant as 'MM-DD-YYYY': the days a range is chosen
 * in and the API reads (decision 0054).
 */
export const formatRangeDay = (at: number): string =>
  dayjs(portalDayOf(new Date(at))).format(DATE_FORMAT);
