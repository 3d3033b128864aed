import { dayOf, startOfMonthDay } from '@client-admin/domain/leads/lead-range';

export interface DayRange {
  /** 'YYYY-MM-DD', first day included. */
  from: string;
  /** 'YYYY-MM-DD', last day included. */
  to: string;
}

/** Seed 001 §2: the lists start at the first of the month (UTC days, as the API counts). */
export const monthToDate = (now: Date = new Date()): DayRange => ({
  from: startOfMonthDay(now),
  to: dayOf(now),
});

/** "3:15" or "1:02:03" for a call's seconds. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
