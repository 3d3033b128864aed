import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import {
  addWebDayPart,
  defaultWebSchedule,
  removeWebDayPart,
  retimeWebDayPart,
} from './web-schedule';

describe('web lead schedule (seed 001 §5)', () => {
  it('defaults to Monday to Friday, 09:00-17:00', () => {
    const days = defaultWebSchedule();
    expect(days.map((d) => d.isActive)).toEqual([false, true, true, true, true, true, false]);
    expect(days[2]!.parts).toEqual([{ start: 540, end: 1020 }]);
  });

  it('adds 30-minute parts 30 minutes apart (one step each)', () => {
    const day = defaultWebSchedule()[1]!;
    const once = addWebDayPart(day, 30);
    expect(once.ok && once.value.parts).toEqual([
      { start: 540, end: 1020 },
      { start: 1050, end: 1080 },
    ]);
    const hourly = addWebDayPart(day, 60);
    expect(hourly.ok && hourly.value.parts[1]).toEqual({ start: 1080, end: 1140 });
  });

  it('refuses a part after one ending at 24:00', () => {
    const day = { ...defaultWebSchedule()[1]!, parts: [{ start: 1200, end: 1440 }] };
    expect(addWebDayPart(day, 30)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.noTimeLeft });
  });

  it('lets the only part start when it ends, but not one of two', () => {
    const day = defaultWebSchedule()[1]!;
    const single = retimeWebDayPart(day, 0, { start: 0, end: 0 }, 30);
    expect(single.ok).toBe(true);
    const two = { ...day, parts: [...day.parts, { start: 1080, end: 1110 }] };
    expect(retimeWebDayPart(two, 1, { start: 1080, end: 1080 }, 30)).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.emptyPart,
    });
  });

  it('removing the last part deactivates the day', () => {
    const day = removeWebDayPart(defaultWebSchedule()[1]!, 0);
    expect(day).toEqual({ weekday: 1, isActive: false, parts: [{ start: 540, end: 1020 }] });
  });
});
