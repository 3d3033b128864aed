import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import {
  addCallDayPart,
  changeIntervalStep,
  defaultCallSchedule,
  newCallDayPart,
  removeCallDayPart,
  retimeCallDayPart,
  type CallDay,
} from './call-schedule';

const monday = (): CallDay => defaultCallSchedule().days[1]!;

describe('call schedule (seed 001 §3, §5, §9)', () => {
  it('defaults: Monday to Friday active, 09:00-17:00, concurrency 1, caps 0, 15 Min, no interval caps', () => {
    const schedule = defaultCallSchedule();
    expect(schedule.isIntervalCapEnabled).toBe(false);
    expect(schedule.intervalStep).toBe(15);
    expect(schedule.monthlyCap).toBe(0);
    expect(schedule.days.map((d) => d.isActive)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(schedule.days.map((d) => d.dailyCap)).toEqual([1, 7, 7, 7, 7, 7, 1]);
    const [part] = schedule.days[1]!.parts;
    expect(part).toMatchObject({ start: 540, end: 1020, concurrencyCap: 1, dayPartCap: 0 });
    expect(part!.intervalCaps).toHaveLength(32);
    expect(defaultCallSchedule([0, 2, 2, 2, 2, 2, 0]).days.map((d) => d.dailyCap)).toEqual([
      0, 2, 2, 2, 2, 2, 0,
    ]);
  });

  it('adds a part an hour long with caps 0, its interval caps on the step', () => {
    const result = addCallDayPart(monday(), 30);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.parts[1]).toEqual({
      start: 1050,
      end: 1110,
      concurrencyCap: 1,
      dayPartCap: 0,
      intervalCaps: [
        { start: 1050, end: 1080, limit: 0 },
        { start: 1080, end: 1110, limit: 0 },
      ],
    });
    expect(result.value.dailyCap).toBe(7);
  });

  it('refuses a part when no time is left', () => {
    const late = { ...monday(), parts: [newCallDayPart({ start: 1320, end: 1410 }, 15)] };
    expect(addCallDayPart(late, 15)).toEqual({ ok: false, message: SCHEDULE_MESSAGES.noTimeLeft });
  });

  it('removing the last part leaves a default one on an inactive day', () => {
    const day = removeCallDayPart(monday(), 0, 15);
    expect(day.isActive).toBe(false);
    expect(day.dailyCap).toBe(7);
    expect(day.parts).toEqual(monday().parts);
  });

  it('retiming keeps the caps of the intervals that stay', () => {
    const day = monday();
    const part = day.parts[0]!;
    const edited = {
      ...day,
      parts: [{ ...part, intervalCaps: part.intervalCaps.map((c) => ({ ...c, limit: 3 })) }],
    };
    const result = retimeCallDayPart(edited, 0, { start: 1005, end: 1035 }, 15);
    expect(result.ok && result.value.parts[0]!.intervalCaps).toEqual([
      { start: 1005, end: 1020, limit: 3 },
      { start: 1020, end: 1035, limit: 0 },
    ]);
  });

  it('a new step cuts the interval caps anew', () => {
    const schedule = changeIntervalStep(defaultCallSchedule(), 60);
    expect(schedule.intervalStep).toBe(60);
    expect(schedule.days[3]!.parts[0]!.intervalCaps).toHaveLength(8);
  });
});
