import { describe, expect, it } from 'vitest';
import { intervalCapsFor, intervalSlices } from './interval-caps';

describe('interval caps', () => {
  it('cuts a part into intervals of the step', () => {
    expect(intervalSlices({ start: 540, end: 600 }, 15)).toEqual([
      { start: 540, end: 555 },
      { start: 555, end: 570 },
      { start: 570, end: 585 },
      { start: 585, end: 600 },
    ]);
    expect(intervalSlices({ start: 540, end: 630 }, 60)).toEqual([
      { start: 540, end: 600 },
      { start: 600, end: 630 },
    ]);
    expect(intervalSlices({ start: 600, end: 600 }, 15)).toEqual([]);
  });

  it('starts new intervals at 0 and keeps the caps of intervals that stay', () => {
    const before = intervalCapsFor({ start: 540, end: 600 }, 30).map((c, i) => ({
      ...c,
      limit: i + 4,
    }));
    expect(before).toEqual([
      { start: 540, end: 570, limit: 4 },
      { start: 570, end: 600, limit: 5 },
    ]);
    expect(intervalCapsFor({ start: 570, end: 630 }, 30, before)).toEqual([
      { start: 570, end: 600, limit: 5 },
      { start: 600, end: 630, limit: 0 },
    ]);
  });
});
