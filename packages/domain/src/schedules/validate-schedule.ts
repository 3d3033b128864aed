/**
 * The server's checks of a schedule request, on its wire form, so each complaint names the field
 * of the body (a 400's `errors`): times that are not times of day, off the interval step,
 * starting after they end, empty or overlapping parts, negative or fractional caps, unknown or
 * repeated weekdays, interval caps outside their part. The seeds give the browser's rules
 * (001 §5); the server's are ours and the same.
 */
import { fieldError, type FieldError, type FieldPath } from '../field-error';
import { ACCOUNT_SCHEDULE_STEP, type AccountScheduleDayWire } from './account-schedule';
import type { CallScheduleWire, DayPartScheduleWire } from './call-schedule-wire';
import {
  DEFAULT_CALL_INTERVAL_STEP,
  UNLIMITED_DAILY_CAP,
  finestIntervalStep,
  intervalStepOfValue,
  isWeekday,
  type ScheduleKind,
} from './constants';
import { dayPartIssues, type TimeRange } from './day-parts';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { isOnStep, parseTimeOfDay } from './time-of-day';
import { parseWebTime, type WebLeadScheduleEntry } from './web-schedule-wire';

export const isCap = (value: number): boolean => Number.isInteger(value) && value >= 0;
export const isDailyCap = (value: number): boolean => value === UNLIMITED_DAILY_CAP || isCap(value);

/** A part's two times as sent, and where they are in the body. */
interface PartTimes {
  start: string;
  end: string;
  startPath: FieldPath;
  endPath: FieldPath;
}

/**
 * Parses each part's window (a complaint per unreadable time), then applies the part rules;
 * answers the windows it could read.
 */
function checkParts(
  parts: readonly PartTimes[],
  kind: ScheduleKind,
  step: number,
  parse: (time: string) => number | null,
  errors: FieldError[],
): (TimeRange | null)[] {
  const ranges = parts.map((part) => {
    const start = parse(part.start);
    const end = parse(part.end);
    if (start === null) errors.push(fieldError(part.startPath, SCHEDULE_MESSAGES.timeFormat));
    if (end === null) errors.push(fieldError(part.endPath, SCHEDULE_MESSAGES.timeFormat));
    return start === null || end === null ? null : { start, end };
  });
  const readable = ranges.flatMap((range, index) => (range ? [{ range, index }] : []));
  const issues = dayPartIssues(
    readable.map((p) => p.range),
    kind,
    step,
  );
  for (const issue of issues) {
    const part = parts[readable[issue.index]!.index]!;
    errors.push(fieldError(issue.field === 'start' ? part.startPath : part.endPath, issue.message));
  }
  return ranges;
}

/** Weekday checks shared by the three shapes: known, and each at most once. */
function checkWeekday(
  value: number,
  path: FieldPath,
  seen: Set<number>,
  errors: FieldError[],
  repeatAllowed = false,
): boolean {
  if (!isWeekday(value)) {
    errors.push(fieldError(path, SCHEDULE_MESSAGES.unknownWeekday));
    return false;
  }
  if (!repeatAllowed && seen.has(value)) {
    errors.push(fieldError(path, SCHEDULE_MESSAGES.repeatedWeekday));
    return false;
  }
  seen.add(value);
  return true;
}

function checkIntervalCaps(
  part: DayPartScheduleWire,
  range: TimeRange | null,
  step: number,
  path: FieldPath,
  errors: FieldError[],
): void {
  const caps: { range: TimeRange; index: number }[] = [];
  part.subscriptionIntervalCaps.forEach((cap, k) => {
    const at = (...rest: (string | number)[]) => [...path, k, ...rest];
    if (!isCap(cap.capLimit)) errors.push(fieldError(at('capLimit'), SCHEDULE_MESSAGES.cap));
    const start = parseTimeOfDay(cap.startTime);
    const end = parseTimeOfDay(cap.endTime);
    if (start === null) errors.push(fieldError(at('startTime'), SCHEDULE_MESSAGES.timeFormat));
    if (end === null) errors.push(fieldError(at('endTime'), SCHEDULE_MESSAGES.timeFormat));
    if (start === null || end === null) return;
    if (!isOnStep(start, step)) {
      errors.push(fieldError(at('startTime'), SCHEDULE_MESSAGES.offStep(step)));
    } else if (end - start !== step) {
      errors.push(fieldError(at('endTime'), SCHEDULE_MESSAGES.intervalLength(step)));
    } else if (range && (start < range.start || end > range.end)) {
      errors.push(fieldError(at('startTime'), SCHEDULE_MESSAGES.intervalOutsidePart));
    } else {
      caps.push({ range: { start, end }, index: k });
    }
  });
  caps.sort((a, b) => a.range.start - b.range.start);
  caps.forEach((cap, i) => {
    const before = caps[i - 1];
    if (before && cap.range.start < before.range.end) {
      errors.push(fieldError([...path, cap.index, 'startTime'], SCHEDULE_MESSAGES.intervalOverlap));
    }
  });
}

/**
 * A call schedule (channel or channel group). The step is the request's intervalStep (15 Min
 * when left out); every part and interval cap time must lie on it.
 */
export function validateCallSchedule(wire: CallScheduleWire, root: FieldPath = []): FieldError[] {
  const errors: FieldError[] = [];
  const at = (...rest: (string | number)[]): FieldPath => [...root, ...rest];
  let step = DEFAULT_CALL_INTERVAL_STEP;
  if (wire.intervalStep !== undefined) {
    const chosen = intervalStepOfValue('call', wire.intervalStep);
    if (chosen === null) errors.push(fieldError(at('intervalStep'), SCHEDULE_MESSAGES.unknownStep));
    else step = chosen;
  }
  const monthly = wire.subscriptionMonthlySchedule.subscriptionMonthlyCap.capLimit;
  if (!isCap(monthly)) {
    errors.push(
      fieldError(
        at('subscriptionMonthlySchedule', 'subscriptionMonthlyCap', 'capLimit'),
        SCHEDULE_MESSAGES.cap,
      ),
    );
  }
  const seen = new Set<number>();
  wire.subscriptionDailySchedules.forEach((day, i) => {
    const dayAt = (...rest: (string | number)[]) => at('subscriptionDailySchedules', i, ...rest);
    checkWeekday(day.dayOfWeek, dayAt('dayOfWeek'), seen, errors);
    if (!isDailyCap(day.scheduleDailyCap.capLimit)) {
      errors.push(fieldError(dayAt('scheduleDailyCap', 'capLimit'), SCHEDULE_MESSAGES.dailyCap));
    }
    const parts = day.subscriptionDayPartSchedules;
    if (parts.length === 0) {
      errors.push(fieldError(dayAt('subscriptionDayPartSchedules'), SCHEDULE_MESSAGES.noDayParts));
    }
    const partAt = (j: number, ...rest: (string | number)[]) =>
      dayAt('subscriptionDayPartSchedules', j, ...rest);
    parts.forEach((part, j) => {
      if (!isCap(part.concurrencyCap)) {
        errors.push(fieldError(partAt(j, 'concurrencyCap'), SCHEDULE_MESSAGES.cap));
      }
      if (!isCap(part.scheduleDayPartCap.capLimit)) {
        errors.push(fieldError(partAt(j, 'scheduleDayPartCap', 'capLimit'), SCHEDULE_MESSAGES.cap));
      }
    });
    const ranges = checkParts(
      parts.map((p, j) => ({
        start: p.scheduleDayPartCap.startTime,
        end: p.scheduleDayPartCap.endTime,
        startPath: partAt(j, 'scheduleDayPartCap', 'startTime'),
        endPath: partAt(j, 'scheduleDayPartCap', 'endTime'),
      })),
      'call',
      step,
      (time) => parseTimeOfDay(time),
      errors,
    );
    parts.forEach((part, j) => {
      // A part that is not a window itself: its own error says so; its caps are not placed.
      const range = ranges[j];
      const window = range && range.start < range.end ? range : null;
      checkIntervalCaps(part, window, step, partAt(j, 'subscriptionIntervalCaps'), errors);
    });
  });
  return errors;
}

/**
 * A web lead schedule (its entries). Times lie on the 30-minute grid (the finest web step; the
 * wire form does not carry the editor's step); an inactive day's times are not checked.
 */
export function validateWebSchedule(
  entries: readonly WebLeadScheduleEntry[],
  root: FieldPath = [],
): FieldError[] {
  const errors: FieldError[] = [];
  const step = finestIntervalStep('web');
  const byDay = new Map<number, number[]>();
  const seen = new Set<number>();
  entries.forEach((entry, i) => {
    if (!checkWeekday(entry.dayOfWeek, [...root, i, 'dayOfWeek'], seen, errors, true)) return;
    byDay.set(entry.dayOfWeek, [...(byDay.get(entry.dayOfWeek) ?? []), i]);
  });
  for (const indexes of byDay.values()) {
    const first = entries[indexes[0]!]!;
    const mixed = indexes.filter((i) => entries[i]!.isActive !== first.isActive);
    for (const i of mixed)
      errors.push(fieldError([...root, i, 'isActive'], SCHEDULE_MESSAGES.mixedActive));
    if (mixed.length > 0 || !first.isActive) continue;
    checkParts(
      indexes.map((i) => ({
        start: entries[i]!.startTime,
        end: entries[i]!.endTime,
        startPath: [...root, i, 'startTime'],
        endPath: [...root, i, 'endTime'],
      })),
      'web',
      step,
      parseWebTime,
      errors,
    );
  }
  return errors;
}

/** A client's account schedule: call rules on the 15-minute step, concurrency caps 0 or more. */
export function validateAccountSchedule(
  days: readonly AccountScheduleDayWire[],
  root: FieldPath = [],
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  days.forEach((day, i) => {
    const dayAt = (...rest: (string | number)[]) => [...root, i, ...rest];
    checkWeekday(day.dayIndex, dayAt('dayIndex'), seen, errors);
    const parts = day.dayPartSchedules;
    if (parts.length === 0) {
      errors.push(fieldError(dayAt('dayPartSchedules'), SCHEDULE_MESSAGES.noDayParts));
    }
    parts.forEach((part, j) => {
      if (!isCap(part.concurrencyCap)) {
        errors.push(
          fieldError(dayAt('dayPartSchedules', j, 'concurrencyCap'), SCHEDULE_MESSAGES.cap),
        );
      }
    });
    checkParts(
      parts.map((p, j) => ({
        start: p.dayPartCap.startTime,
        end: p.dayPartCap.endTime,
        startPath: dayAt('dayPartSchedules', j, 'dayPartCap', 'startTime'),
        endPath: dayAt('dayPartSchedules', j, 'dayPartCap', 'endTime'),
      })),
      'call',
      ACCOUNT_SCHEDULE_STEP,
      (time) => parseTimeOfDay(time),
      errors,
    );
  });
  return errors;
}
