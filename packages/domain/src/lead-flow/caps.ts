/**
 * The caps a sale counts against (seed 001 §3, §5; issue 16), read at a moment of the client's
 * time zone with the leads sold so far in each period. Day and week caps: -1 is unlimited and 0
 * takes nothing (an inactive weekday's cap after redistribution). Day-part, interval and monthly
 * caps: 0 is no cap (schedules/constants). Interval caps count only behind the schedule's switch.
 */
import { UNLIMITED_CAP } from '../day-caps';
import type { ChannelCandidate } from './lead';
import { startOfNextLocalDay, startOfNextLocalWeek, type LocalMoment } from '../local-clock';
import type { OpenWindow } from './schedule-window';

export type CapReached =
  | { code: 'monthlyCapReached'; limit: number }
  | { code: 'weeklyCapReached'; limit: number }
  | { code: 'dayCapReached'; limit: number }
  | { code: 'dayPartCapReached'; limit: number }
  | { code: 'intervalCapReached'; limit: number };

type Capped = Pick<ChannelCandidate, 'dayCapSchedule' | 'dayCapOverrides' | 'sold'>;
type When = Pick<LocalMoment, 'date' | 'weekday' | 'minuteOfDay'>;

/**
 * The day's cap: the override of the date, else the call schedule's cap of the day, else the
 * channel's day cap of the weekday; unlimited without any.
 */
export function dayCapFor(channel: Capped, window: OpenWindow, moment: When): number {
  const override = channel.dayCapOverrides[moment.date];
  if (override !== undefined) return override;
  if (window.kind === 'call') return window.day.dailyCap;
  return channel.dayCapSchedule?.days[moment.weekday] ?? UNLIMITED_CAP;
}

const weeklyCapOf = (channel: Capped) => channel.dayCapSchedule?.weekly ?? UNLIMITED_CAP;

const countedCapReached = (limit: number, sold: number) => limit !== UNLIMITED_CAP && sold >= limit;
const optionalCapReached = (limit: number, sold: number) => limit > 0 && sold >= limit;

/** The broadest cap reached (the one that lasts longest); null when the channel may buy. */
export function capReached(channel: Capped, window: OpenWindow, moment: When): CapReached | null {
  const { sold } = channel;
  if (window.kind === 'call' && optionalCapReached(window.schedule.monthlyCap, sold.month)) {
    return { code: 'monthlyCapReached', limit: window.schedule.monthlyCap };
  }
  const weekly = weeklyCapOf(channel);
  if (countedCapReached(weekly, sold.week)) return { code: 'weeklyCapReached', limit: weekly };
  const daily = dayCapFor(channel, window, moment);
  if (countedCapReached(daily, sold.day)) return { code: 'dayCapReached', limit: daily };
  if (window.kind === 'web') return null;
  const { part, schedule } = window;
  if (optionalCapReached(part.dayPartCap, sold.dayPart)) {
    return { code: 'dayPartCapReached', limit: part.dayPartCap };
  }
  if (!schedule.isIntervalCapEnabled) return null;
  const interval = part.intervalCaps.find(
    (cap) => cap.start <= moment.minuteOfDay && moment.minuteOfDay < cap.end,
  );
  return interval && optionalCapReached(interval.limit, sold.interval)
    ? { code: 'intervalCapReached', limit: interval.limit }
    : null;
}

export interface CapStatus {
  status: 'DAYCAPPED' | 'WEEKCAPPED';
  /** When the channel is ACTIVE again: the start of the next local day or week. */
  restoresAt: Date;
}

/**
 * The status a sale leaves the channel in, from its counts after the sale: WEEKCAPPED when the
 * week's cap is reached (it outlasts the day), DAYCAPPED when the day's is; null otherwise.
 * Day-part, interval and monthly caps set no status: the seeds name none for them.
 */
export function capStatusAfterSale(
  channel: Capped,
  window: OpenWindow,
  moment: LocalMoment,
): CapStatus | null {
  if (countedCapReached(weeklyCapOf(channel), channel.sold.week)) {
    return { status: 'WEEKCAPPED', restoresAt: startOfNextLocalWeek(moment) };
  }
  if (countedCapReached(dayCapFor(channel, window, moment), channel.sold.day)) {
    return { status: 'DAYCAPPED', restoresAt: startOfNextLocalDay(moment) };
  }
  return null;
}
