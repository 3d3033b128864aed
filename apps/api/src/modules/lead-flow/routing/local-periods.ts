import type { LocalMoment } from '@client-admin/domain/local-clock';
import { clientTimeZone } from '@client-admin/domain/local-clock';
import { TIME_ZONES } from '@client-admin/domain/time-zones';

/**
 * The current day, week (from Sunday) and month of each client time zone code at the lead's
 * arrival, as local dates: the caps count a channel's sales by their local date (decision 0047).
 * The code -1000 stands for any code the domain does not know (read as its default zone).
 */
export const UNKNOWN_ZONE_CODE = -1000;

export interface LocalPeriods {
  code: number;
  today: string;
  weekStart: string;
  monthStart: string;
}

const isoDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

export function periodsOf(moment: LocalMoment): Omit<LocalPeriods, 'code'> {
  return {
    today: moment.date,
    weekStart: isoDate(moment.year, moment.month, moment.day - moment.weekday),
    monthStart: isoDate(moment.year, moment.month, 1),
  };
}

export function localPeriods(clock: (timeZone: string) => LocalMoment): LocalPeriods[] {
  const codes = [...TIME_ZONES.map((zone) => zone.code as number), UNKNOWN_ZONE_CODE];
  return codes.map((code) => ({ code, ...periodsOf(clock(clientTimeZone(code))) }));
}
