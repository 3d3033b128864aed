/**
 * Interval caps (seed 001 §3, §5): a day part cut into intervals of the interval step, each with
 * its own cap (a number, 0 or more). Behind the schedule's interval-caps switch.
 */
import { DEFAULT_INTERVAL_CAP } from './constants';
import type { TimeRange } from './day-parts';

export interface IntervalCap extends TimeRange {
  limit: number;
}

/** The part's intervals of the step, in order; the last is cut at the part's end. */
export function intervalSlices(part: TimeRange, step: number): TimeRange[] {
  const slices: TimeRange[] = [];
  for (let start = part.start; start < part.end; start += step) {
    slices.push({ start, end: Math.min(start + step, part.end) });
  }
  return slices;
}

/**
 * The interval caps of a part for the step: one per interval, keeping the cap of an interval
 * the part had before (same start and end), 0 for a new one.
 */
export function intervalCapsFor(
  part: TimeRange,
  step: number,
  previous: readonly IntervalCap[] = [],
): IntervalCap[] {
  return intervalSlices(part, step).map((slice) => ({
    ...slice,
    limit:
      previous.find((cap) => cap.start === slice.start && cap.end === slice.end)?.limit ??
      DEFAULT_INTERVAL_CAP,
  }));
}
