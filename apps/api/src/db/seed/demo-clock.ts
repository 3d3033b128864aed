import type { SeededRandom } from './random';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** How far back the demo's history of leads, calls, charges and deliveries reaches. */
export const HISTORY_DAYS = 90;

/** Something that happens at one instant of the demo's history. */
export interface HistoryEvent {
  at: number;
  run: () => Promise<void>;
}

/** The history's span: from midnight UTC HISTORY_DAYS before `now` up to `now`. */
export interface HistorySpan {
  start: number;
  now: number;
}

export const utcDayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export function historySpan(now: number): HistorySpan {
  return { start: utcDayStart(now) - HISTORY_DAYS * DAY_MS, now };
}

/** Midnight UTC of each weekday from the span's start up to yesterday, oldest first. */
export function pastWeekdays(span: HistorySpan): number[] {
  const days: number[] = [];
  for (let day = span.start; day < utcDayStart(span.now); day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

/** An instant on `day` at one of the hours (UTC), the minute drawn. */
export const instantOn = (rnd: SeededRandom, day: number, hoursUtc: readonly number[]) =>
  day + rnd.pick(hoursUtc) * HOUR_MS + rnd.int(0, 59) * 60_000;
