import { describe, expect, it } from 'vitest';
import { defaultCallSchedule } from '../schedules/call-schedule';
import { defaultWebSchedule } from '../schedules/web-schedule';
import { channelSchedule, isScheduleShut, scheduleWindow } from './schedule-window';

const at = (weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6, hours: number, minutes = 0) => ({
  weekday,
  minuteOfDay: hours * 60 + minutes,
});

describe('schedule window', () => {
  const web = { kind: 'web', days: defaultWebSchedule() } as const;

  it('is open inside a part of an active day: 09:00 up to, not at, 17:00', () => {
    expect(scheduleWindow(web, at(1, 9))).toEqual({ kind: 'web' });
    expect(scheduleWindow(web, at(1, 16, 59))).toEqual({ kind: 'web' });
    expect(scheduleWindow(web, at(1, 17))).toEqual({
      code: 'scheduleClosed',
      weekday: 1,
      minuteOfDay: 17 * 60,
    });
  });

  it('is shut all day on an inactive day, parts or not', () => {
    expect(scheduleWindow(web, at(0, 10))).toEqual({ code: 'scheduleDayOff', weekday: 0 });
  });

  it('a call schedule answers the current part with its caps', () => {
    const call = { kind: 'call', schedule: defaultCallSchedule() } as const;
    const window = scheduleWindow(call, at(3, 12));
    expect(isScheduleShut(window)).toBe(false);
    expect(window).toMatchObject({
      kind: 'call',
      part: { start: 540, end: 1020, concurrencyCap: 1 },
    });
  });

  it('a day part reaching 24:00 holds the last minute of the day', () => {
    const days = defaultWebSchedule().map((d) => ({ ...d, parts: [{ start: 0, end: 1440 }] }));
    expect(scheduleWindow({ kind: 'web', days }, at(2, 23, 59))).toEqual({ kind: 'web' });
  });
});

describe('channel schedule', () => {
  it('a web channel without a stored schedule follows the default web lead schedule', () => {
    const schedule = channelSchedule({ schedule: null, productTypeId: 1, dayCapSchedule: null });
    expect(schedule).toEqual({ kind: 'web', days: defaultWebSchedule() });
  });

  it("a call channel without one gets the default with the channel's day caps", () => {
    const dayCapSchedule = { days: [1, 5, 5, 5, 5, 5, 1], weekly: 25 };
    const schedule = channelSchedule({ schedule: null, productTypeId: 2, dayCapSchedule });
    expect(schedule).toEqual({ kind: 'call', schedule: defaultCallSchedule(dayCapSchedule.days) });
    const unlimited = channelSchedule({ schedule: null, productTypeId: 2, dayCapSchedule: null });
    expect(unlimited.kind === 'call' && unlimited.schedule.days.map((d) => d.dailyCap)).toEqual([
      -1, -1, -1, -1, -1, -1, -1,
    ]);
  });

  it('a stored schedule is kept', () => {
    const stored = { kind: 'web', days: [] } as const;
    expect(channelSchedule({ schedule: stored, productTypeId: 1, dayCapSchedule: null })).toBe(
      stored,
    );
  });
});
