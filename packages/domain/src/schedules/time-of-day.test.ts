import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTimeOfDay, isOnStep, parseTimeOfDay, roundUpToStep } from './time-of-day';

describe('times of day', () => {
  it('reads HH:MM, HH:MM:SS and HH:MM:SS.ff on whole minutes, 00:00 to 24:00', () => {
    expect(parseTimeOfDay('09:00:00')).toBe(540);
    expect(parseTimeOfDay('09:30')).toBe(570);
    expect(parseTimeOfDay('00:00:00.00')).toBe(0);
    expect(parseTimeOfDay('24:00:00')).toBe(1440);
    expect(parseTimeOfDay('24:15:00')).toBeNull();
    expect(parseTimeOfDay('09:60:00')).toBeNull();
    expect(parseTimeOfDay('09:00:30')).toBeNull();
    expect(parseTimeOfDay('9:00')).toBeNull();
    expect(parseTimeOfDay('')).toBeNull();
  });

  it('reads 23:59 as the end of the day only when asked (web)', () => {
    expect(parseTimeOfDay('23:59:59.99')).toBeNull();
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('23:59:59.99', { lateAsEndOfDay: true })).toBe(1440);
    expect(parseTimeOfDay('23:59', { lateAsEndOfDay: true })).toBe(1440);
  });

  it('writes HH:MM:00, 24:00:00 at the end of the day', () => {
    expect(formatTimeOfDay(0)).toBe('00:00:00');
    expect(formatTimeOfDay(1020)).toBe('17:00:00');
    expect(formatTimeOfDay(1440)).toBe('24:00:00');
    expect(() => formatTimeOfDay(1441)).toThrow(RangeError);
    expect(() => formatTimeOfDay(1.5)).toThrow(RangeError);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (m) => {
        expect(parseTimeOfDay(formatTimeOfDay(m))).toBe(m);
      }),
    );
  });

  it('knows the step', () => {
    expect(isOnStep(555, 15)).toBe(true);
    expect(isOnStep(555, 30)).toBe(false);
    expect(roundUpToStep(555, 30)).toBe(570);
    expect(roundUpToStep(540, 30)).toBe(540);
  });
});
