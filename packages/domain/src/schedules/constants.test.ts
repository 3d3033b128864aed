import { describe, expect, it } from 'vitest';
import {
  CALL_INTERVAL_STEPS,
  DEFAULT_ACTIVE_WEEKDAYS,
  DEFAULT_CALL_INTERVAL_STEP,
  DEFAULT_DAY_PART_WINDOW,
  DEFAULT_WEB_INTERVAL_STEP,
  WEB_INTERVAL_STEPS,
  WEEKDAY_LABELS,
  WEEKDAY_NAMES,
  finestIntervalStep,
  intervalStepLabel,
  intervalStepOfValue,
  intervalStepValue,
  isWeekday,
  isWeekend,
} from './constants';

describe('schedule constants (seed 001 §9)', () => {
  it('names the weekdays Sunday to Saturday, index 0 to 6', () => {
    expect(WEEKDAY_NAMES[0]).toBe('sunday');
    expect(WEEKDAY_NAMES[6]).toBe('saturday');
    expect(WEEKDAY_LABELS).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect([0, 6, 7, -1, 1.5].map(isWeekday)).toEqual([true, true, false, false, false]);
    expect([0, 1, 5, 6].map(isWeekend)).toEqual([true, false, false, true]);
    expect(DEFAULT_ACTIVE_WEEKDAYS).toEqual([1, 2, 3, 4, 5]);
  });

  it('has the call steps 15 Min, 30 Min, 1 Hour (default 00:15:00) and web 30 Min, 1 Hour', () => {
    expect(CALL_INTERVAL_STEPS.map((s) => s.label)).toEqual(['15 Min', '30 Min', '1 Hour']);
    expect(intervalStepValue(DEFAULT_CALL_INTERVAL_STEP)).toBe('00:15:00');
    expect(WEB_INTERVAL_STEPS.map((s) => s.label)).toEqual(['30 Min', '1 Hour']);
    expect(DEFAULT_WEB_INTERVAL_STEP).toBe(30);
    expect(finestIntervalStep('call')).toBe(15);
    expect(finestIntervalStep('web')).toBe(30);
    expect(intervalStepLabel(60)).toBe('1 Hour');
    expect(intervalStepOfValue('call', '00:30:00')).toBe(30);
    expect(intervalStepOfValue('web', '00:15:00')).toBeNull();
    expect(() => intervalStepValue(20)).toThrow(RangeError);
  });

  it('opens a new day with 09:00-17:00', () => {
    expect(DEFAULT_DAY_PART_WINDOW).toEqual({ start: 540, end: 1020 });
  });
});
