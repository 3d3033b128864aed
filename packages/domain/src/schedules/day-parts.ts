/**
 * Day-part rules of seed 001 §4-§5 and seed 002 §5, for call schedules (and the account
 * schedule) and web lead schedules. A day has at least one part; parts are windows
 * [start, end) in minutes after midnight. The edits here never leave a day with parts that
 * overlap, start after they end, or fall off the interval step.
 */
import {
  CALL_LAST_NEW_PART_START,
  DEFAULT_ACTIVE_WEEKDAYS,
  DEFAULT_DAY_PART_WINDOW,
  MINUTES_PER_DAY,
  NEW_CALL_PART_MINUTES,
  WEB_LAST_PART_END,
  type ScheduleKind,
  type Weekday,
} from './constants';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { isOnStep, roundUpToStep } from './time-of-day';

export interface TimeRange {
  start: number;
  end: number;
}

export interface Day<P extends TimeRange = TimeRange> {
  weekday: Weekday;
  isActive: boolean;
  parts: P[];
}

/** A day as a new schedule has it: active Monday to Friday, with one part. */
export const defaultDay = <P extends TimeRange>(weekday: Weekday, part: P): Day<P> => ({
  weekday,
  isActive: DEFAULT_ACTIVE_WEEKDAYS.includes(weekday),
  parts: [part],
});

export type EditResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): EditResult<T> => ({ ok: true, value });
const refused = <T>(message: string): EditResult<T> => ({ ok: false, message });

export interface PartIssue {
  /** The part's index in the day as given. */
  index: number;
  field: 'start' | 'end';
  message: string;
}

/** The later of a part's two times: where the next part may begin. */
const reach = (part: TimeRange) => Math.max(part.start, part.end);

/** What is wrong with one part on its own (step, order, length). */
function ownIssues(
  part: TimeRange,
  index: number,
  partCount: number,
  kind: ScheduleKind,
  step: number,
): PartIssue[] {
  const issues: PartIssue[] = [];
  if (part.start < 0 || part.end > MINUTES_PER_DAY) {
    return [
      { index, field: part.start < 0 ? 'start' : 'end', message: SCHEDULE_MESSAGES.outsideDay },
    ];
  }
  const offStep = SCHEDULE_MESSAGES.offStep(step);
  if (!isOnStep(part.start, step)) issues.push({ index, field: 'start', message: offStep });
  if (!isOnStep(part.end, step)) issues.push({ index, field: 'end', message: offStep });
  if (part.start > part.end) {
    issues.push({ index, field: 'start', message: SCHEDULE_MESSAGES.startAfterEnd });
  } else if (part.start === part.end && (kind === 'call' || partCount > 1)) {
    // Seed: a web part may start and end at the same time only when it is the day's only part.
    issues.push({ index, field: 'end', message: SCHEDULE_MESSAGES.emptyPart });
  }
  return issues;
}

/**
 * Every issue of a day's parts: off the step, starting after the end, empty (always for calls;
 * for web when the day has more than one part), or overlapping an earlier part (reported on
 * the later part's start). Touching parts (one ends when the next starts) do not overlap.
 */
export function dayPartIssues(
  parts: readonly TimeRange[],
  kind: ScheduleKind,
  step: number,
): PartIssue[] {
  const issues = parts.flatMap((part, index) => ownIssues(part, index, parts.length, kind, step));
  const ordered = parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => part.start < part.end)
    .sort((a, b) => a.part.start - b.part.start || a.part.end - b.part.end);
  let latestEnd = -1;
  for (const { part, index } of ordered) {
    if (part.start < latestEnd) {
      issues.push({ index, field: 'start', message: SCHEDULE_MESSAGES.overlap });
    }
    latestEnd = Math.max(latestEnd, part.end);
  }
  return issues;
}

/**
 * The window of a part added to the day, or the refusal "There's no more time left in the
 * day!". Empty day: 09:00-17:00. Call: one step after the latest end, lasting one hour (cut at
 * 24:00), refused when it would start at 23:45 or later. Web: one step after the latest end,
 * lasting one step, refused when the last part ends at 24:00, or at 23:30 with a start other
 * than midnight, or starts when it ends (seed), or when the new part would end after 24:00.
 */
export function nextDayPart(
  parts: readonly TimeRange[],
  kind: ScheduleKind,
  step: number,
): EditResult<TimeRange> {
  const noTime = refused<TimeRange>(SCHEDULE_MESSAGES.noTimeLeft);
  const last = parts.reduce<TimeRange | null>(
    (latest, part) => (latest === null || reach(part) >= reach(latest) ? part : latest),
    null,
  );
  if (last === null) return ok({ ...DEFAULT_DAY_PART_WINDOW });
  const start = roundUpToStep(reach(last), step) + step;
  if (kind === 'call') {
    if (start >= CALL_LAST_NEW_PART_START) return noTime;
    return ok({ start, end: Math.min(start + NEW_CALL_PART_MINUTES, MINUTES_PER_DAY) });
  }
  const endsLate =
    last.end === MINUTES_PER_DAY || (last.end === WEB_LAST_PART_END && last.start !== 0);
  if (endsLate || last.start === last.end) return noTime;
  // The seed lets a last part of 00:00-23:30 through; its new part would end after 24:00.
  const end = start + step;
  return end > MINUTES_PER_DAY ? noTime : ok({ start, end });
}

/** The kind of part a day holds. */
export type PartOf<D extends Day> = D['parts'][number];

export function addDayPart<D extends Day>(
  day: D,
  kind: ScheduleKind,
  step: number,
  make: (range: TimeRange) => PartOf<D>,
): EditResult<D> {
  const next = nextDayPart(day.parts, kind, step);
  if (!next.ok) return next;
  return ok({ ...day, parts: [...day.parts, make(next.value)] });
}

/** Removing the last part of a day adds a default one and deactivates the day. */
export function removeDayPart<D extends Day>(
  day: D,
  index: number,
  makeDefault: () => PartOf<D>,
): D {
  if (index < 0 || index >= day.parts.length) return day;
  const parts = day.parts.filter((_, i) => i !== index);
  if (parts.length > 0) return { ...day, parts };
  return { ...day, isActive: false, parts: [makeDefault()] };
}

/** The part in a new window, its other settings kept. */
export const withWindow = <P extends TimeRange>(part: P, range: TimeRange): P => ({
  ...part,
  start: range.start,
  end: range.end,
});

/**
 * Moves one part to a new window (by `retime`, which may also change what depends on the
 * window); refused (with the message shown beside the part) when the part would be off the
 * step, start after it ends, be empty, or overlap another part.
 */
export function retimeDayPart<D extends Day>(
  day: D,
  index: number,
  range: TimeRange,
  kind: ScheduleKind,
  step: number,
  retime: (part: PartOf<D>, range: TimeRange) => PartOf<D> = withWindow,
): EditResult<D> {
  const part = day.parts[index];
  if (part === undefined) return ok(day);
  const parts = day.parts.map((p, i) => (i === index ? retime(p, range) : p));
  const own = ownIssues(range, index, parts.length, kind, step)[0];
  if (own) return refused(own.message);
  const clash = parts.some(
    (other, i) =>
      i !== index && other.start < other.end && other.start < range.end && range.start < other.end,
  );
  if (clash) return refused(SCHEDULE_MESSAGES.overlap);
  return ok({ ...day, parts });
}

export const setDayActive = <D extends Day>(day: D, isActive: boolean): D => ({ ...day, isActive });

/** Parts in time order (the wire form's order). */
export const sortedParts = <P extends TimeRange>(parts: readonly P[]): P[] =>
  [...parts].sort((a, b) => a.start - b.start || a.end - b.end);
