/**
 * The call schedule on the wire (seed 001 §3 "Schedule request shape"), to and from the rules'
 * form. The seed names the caps' fields only for the monthly cap (capLimit, startTime,
 * endTime); the daily, day-part and interval caps use the same three (decided). The day-part
 * window is its day-part cap's start and end. intervalStep is ours: the editor's step, so that
 * it opens as it was saved. A call part ending at 24:00 is sent as 24:00:00.
 */
import { defaultDayCapSchedule } from '../day-caps';
import {
  DAILY_CAP_WINDOW,
  DEFAULT_CALL_INTERVAL_STEP,
  MONTHLY_CAP_TIME,
  WEEKDAYS,
  intervalStepOfValue,
  intervalStepValue,
  type Weekday,
} from './constants';
import {
  defaultCallDay,
  defaultCallSchedule,
  type CallDay,
  type CallSchedule,
} from './call-schedule';
import { sortedParts } from './day-parts';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day';

export interface CapWire {
  capLimit: number;
  startTime: string;
  endTime: string;
}

export interface DayPartCapWire extends CapWire {
  dayIndex?: number;
  /** Read only: calls counted in the window today. */
  count?: number;
}

export interface IntervalCapWire extends CapWire {
  dayIndex?: number;
}

export interface DayPartScheduleWire {
  concurrencyCap: number;
  scheduleDayPartCap: DayPartCapWire;
  subscriptionIntervalCaps: IntervalCapWire[];
}

export interface DailyScheduleWire {
  dayOfWeek: number;
  isActive: boolean;
  scheduleDailyCap: CapWire;
  subscriptionDayPartSchedules: DayPartScheduleWire[];
}

export interface CallScheduleWire {
  isIntervalCapEnabled: boolean;
  /** '00:15:00', '00:30:00' or '01:00:00'; left out: 15 minutes. */
  intervalStep?: string;
  subscriptionMonthlySchedule: { subscriptionMonthlyCap: CapWire };
  subscriptionDailySchedules: DailyScheduleWire[];
}

function minutesOf(time: string): number {
  const minutes = parseTimeOfDay(time);
  if (minutes === null) throw new RangeError(`not a schedule time: ${time}`);
  return minutes;
}

export function encodeCallDay(day: CallDay): DailyScheduleWire {
  const dayIndex = day.weekday;
  return {
    dayOfWeek: day.weekday,
    isActive: day.isActive,
    scheduleDailyCap: { capLimit: day.dailyCap, ...DAILY_CAP_WINDOW },
    subscriptionDayPartSchedules: sortedParts(day.parts).map((part) => ({
      concurrencyCap: part.concurrencyCap,
      scheduleDayPartCap: {
        capLimit: part.dayPartCap,
        startTime: formatTimeOfDay(part.start),
        endTime: formatTimeOfDay(part.end),
        dayIndex,
      },
      subscriptionIntervalCaps: sortedParts(part.intervalCaps).map((cap) => ({
        capLimit: cap.limit,
        startTime: formatTimeOfDay(cap.start),
        endTime: formatTimeOfDay(cap.end),
        dayIndex,
      })),
    })),
  };
}

/** The rules' form to the wire: days Sunday to Saturday, parts and interval caps in time order. */
export function encodeCallSchedule(schedule: CallSchedule): Required<CallScheduleWire> {
  return {
    isIntervalCapEnabled: schedule.isIntervalCapEnabled,
    intervalStep: intervalStepValue(schedule.intervalStep),
    subscriptionMonthlySchedule: {
      subscriptionMonthlyCap: {
        capLimit: schedule.monthlyCap,
        startTime: MONTHLY_CAP_TIME,
        endTime: MONTHLY_CAP_TIME,
      },
    },
    subscriptionDailySchedules: [...schedule.days]
      .sort((a, b) => a.weekday - b.weekday)
      .map(encodeCallDay),
  };
}

export function decodeCallDay(wire: DailyScheduleWire, weekday: Weekday): CallDay {
  return {
    weekday,
    isActive: wire.isActive,
    dailyCap: wire.scheduleDailyCap.capLimit,
    parts: sortedParts(
      wire.subscriptionDayPartSchedules.map((part) => ({
        start: minutesOf(part.scheduleDayPartCap.startTime),
        end: minutesOf(part.scheduleDayPartCap.endTime),
        concurrencyCap: part.concurrencyCap,
        dayPartCap: part.scheduleDayPartCap.capLimit,
        intervalCaps: sortedParts(
          part.subscriptionIntervalCaps.map((cap) => ({
            start: minutesOf(cap.startTime),
            end: minutesOf(cap.endTime),
            limit: cap.capLimit,
          })),
        ),
      })),
    ),
  };
}

/**
 * The wire to the rules' form, for a schedule that passed `validateCallSchedule`. No days at
 * all: the default schedule; a weekday left out: inactive with the defaults.
 */
export function decodeCallSchedule(wire: CallScheduleWire): CallSchedule {
  const step = intervalStepOfValue('call', wire.intervalStep ?? '') ?? DEFAULT_CALL_INTERVAL_STEP;
  const dailyCaps = defaultDayCapSchedule().days;
  const base = defaultCallSchedule(dailyCaps);
  const listed = wire.subscriptionDailySchedules;
  return {
    isIntervalCapEnabled: wire.isIntervalCapEnabled,
    intervalStep: step,
    monthlyCap: wire.subscriptionMonthlySchedule.subscriptionMonthlyCap.capLimit,
    days:
      listed.length === 0
        ? base.days
        : WEEKDAYS.map((weekday) => {
            const day = listed.find((d) => d.dayOfWeek === weekday);
            if (day) return decodeCallDay(day, weekday);
            return { ...defaultCallDay(weekday, dailyCaps[weekday] ?? 0, step), isActive: false };
          }),
  };
}
