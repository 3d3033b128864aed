/**
 * The vocabulary of schedules and caps (seed 001 §3, §5, §9; seed 002 §5). Times of day are
 * whole minutes after midnight, 0 to 1440 (1440 is 24:00:00, the end of the day).
 */

/** Weekdays by index, Sunday (0) to Saturday (6): the day caps' keys and the schedules' rows. */
export const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export const WEEKDAY_LABELS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

export const isWeekday = (value: number): value is Weekday =>
  Number.isInteger(value) && value >= 0 && value <= 6;

export const isWeekend = (day: number): boolean => day === 0 || day === 6;

export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];

/** Default schedule: Monday to Friday active, weekends inactive. */
export const DEFAULT_ACTIVE_WEEKDAYS: readonly Weekday[] = MONDAY_TO_FRIDAY;

export const MINUTES_PER_DAY = 1440;

export type ScheduleKind = 'call' | 'web';

export interface IntervalStepOption {
  label: string;
  /** The option's value as the seed writes it, a time span. */
  value: string;
  minutes: number;
}

/** Call schedule interval steps; the default is 15 Min (00:15:00). */
export const CALL_INTERVAL_STEPS = [
  { label: '15 Min', value: '00:15:00', minutes: 15 },
  { label: '30 Min', value: '00:30:00', minutes: 30 },
  { label: '1 Hour', value: '01:00:00', minutes: 60 },
] as const satisfies readonly IntervalStepOption[];
export const DEFAULT_CALL_INTERVAL_STEP = 15;

/** Web lead schedule interval steps; the default is 30 Min. */
export const WEB_INTERVAL_STEPS = [
  { label: '30 Min', value: '00:30:00', minutes: 30 },
  { label: '1 Hour', value: '01:00:00', minutes: 60 },
] as const satisfies readonly IntervalStepOption[];
export const DEFAULT_WEB_INTERVAL_STEP = 30;

export type CallIntervalStepValue = (typeof CALL_INTERVAL_STEPS)[number]['value'];
export const CALL_INTERVAL_STEP_VALUES = CALL_INTERVAL_STEPS.map((s) => s.value) as [
  CallIntervalStepValue,
  ...CallIntervalStepValue[],
];

export const intervalStepsFor = (kind: ScheduleKind): readonly IntervalStepOption[] =>
  kind === 'call' ? CALL_INTERVAL_STEPS : WEB_INTERVAL_STEPS;

export const defaultIntervalStep = (kind: ScheduleKind): number =>
  kind === 'call' ? DEFAULT_CALL_INTERVAL_STEP : DEFAULT_WEB_INTERVAL_STEP;

/** The finest step of a kind: every stored time of that kind lies on it. */
export const finestIntervalStep = (kind: ScheduleKind): number =>
  Math.min(...intervalStepsFor(kind).map((s) => s.minutes));

/** '15 Min', '30 Min', '1 Hour'; other lengths as minutes. */
export function intervalStepLabel(minutes: number): string {
  const found = [...CALL_INTERVAL_STEPS, ...WEB_INTERVAL_STEPS].find((s) => s.minutes === minutes);
  return found?.label ?? `${minutes} Min`;
}

/** The step of a time span value ('00:15:00'); null when it is not one of the kind's options. */
export function intervalStepOfValue(kind: ScheduleKind, value: string): number | null {
  return intervalStepsFor(kind).find((s) => s.value === value)?.minutes ?? null;
}

export function intervalStepValue(minutes: number): string {
  const found = [...CALL_INTERVAL_STEPS, ...WEB_INTERVAL_STEPS].find((s) => s.minutes === minutes);
  if (!found) throw new RangeError(`no interval step of ${minutes} minutes`);
  return found.value;
}

export const DEFAULT_CONCURRENCY_CAP = 1;
/** A new part's day-part cap, interval caps and a schedule's monthly cap: 0 (no cap, decided). */
export const DEFAULT_DAY_PART_CAP = 0;
export const DEFAULT_INTERVAL_CAP = 0;
export const DEFAULT_MONTHLY_CAP = 0;
/** -1: a day cap without a limit, as in the channel's day caps. */
export const UNLIMITED_DAILY_CAP = -1;

/** A new part on an empty day: 09:00:00-17:00:00. */
export const DEFAULT_DAY_PART_WINDOW = { start: 9 * 60, end: 17 * 60 } as const;
/** A later new call part lasts one hour. */
export const NEW_CALL_PART_MINUTES = 60;
/** Adding a call part is refused when its start would reach 23:45:00 (or 24:00:00). */
export const CALL_LAST_NEW_PART_START = 23 * 60 + 45;
/** The web rule: a last part ending 23:30:00 (with a start other than midnight) ends the day. */
export const WEB_LAST_PART_END = 23 * 60 + 30;

/** Fixed times of the wire form. */
export const FULL_DAY_WINDOW = { startTime: '00:00:00', endTime: '24:00:00' } as const;
export const DAILY_CAP_WINDOW = { startTime: '00:00:00', endTime: '23:59:59' } as const;
export const MONTHLY_CAP_TIME = '00:00:00';
/** An active web part ending at 24:00:00 is sent with this end. */
export const WEB_END_OF_DAY_WIRE = '23:59:59.99';
/** An inactive web day is sent as one entry from this time to this time. */
export const WEB_INACTIVE_DAY_WIRE = '00:00:00.00';

/** At most one part every 15 minutes, and one interval cap each 15 minutes of a part. */
export const MAX_DAY_PARTS = MINUTES_PER_DAY / DEFAULT_CALL_INTERVAL_STEP;
