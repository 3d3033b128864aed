import { describe, expect, it } from 'vitest';
import { scheduleForWeekly, turnOffWeekday } from './day-cap-values';

describe('day cap values', () => {
  it('recalculates the weekdays for a weekly cap and sets the weekend to 1', () => {
    expect(scheduleForWeekly(25)).toEqual({
      sunday: 1,
      monday: 7,
      tuesday: 7,
      wednesday: 7,
      thursday: 7,
      friday: 7,
      saturday: 1,
      weekly: 25,
    });
    expect(scheduleForWeekly(-1).monday).toBe(-1);
  });

  it('moves the caps of a weekday turned off to the other weekdays', () => {
    const schedule = turnOffWeekday(scheduleForWeekly(25), 5);
    expect(schedule.friday).toBe(0);
    expect(schedule.monday + schedule.tuesday + schedule.wednesday + schedule.thursday).toBe(35);
    expect(schedule.sunday).toBe(1);
  });
});
