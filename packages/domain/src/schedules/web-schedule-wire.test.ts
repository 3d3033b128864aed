import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultWebSchedule } from './web-schedule';
import {
  decodeWebSchedule,
  encodeWebSchedule,
  showWebTime,
  type WebLeadScheduleEntry,
} from './web-schedule-wire';
import { webScheduleArb } from './schedule-arbitraries';
import { validateWebSchedule } from './validate-schedule';

const entry = (
  dayOfWeek: number,
  startTime: string,
  endTime: string,
  isActive = true,
): WebLeadScheduleEntry => ({ clientQuoteTypeId: 9, dayOfWeek, startTime, endTime, isActive });

describe('web lead schedule wire form (seed 001 §5)', () => {
  it('shows 23:59 as 24:00:00', () => {
    expect(showWebTime('23:59')).toBe('24:00:00');
    expect(showWebTime('23:59:59.99')).toBe('24:00:00');
    expect(showWebTime('23:30:00')).toBe('23:30:00');
  });

  it('sends an active 24:00:00 end as 23:59:59.99 and an inactive day as 00:00:00.00-00:00:00.00', () => {
    const days = defaultWebSchedule();
    days[1] = {
      weekday: 1,
      isActive: true,
      parts: [
        { start: 1320, end: 1440 },
        { start: 0, end: 60 },
      ],
    };
    const entries = encodeWebSchedule(days, 9);
    expect(entries.filter((e) => e.dayOfWeek <= 1)).toEqual([
      entry(0, '00:00:00.00', '00:00:00.00', false),
      entry(1, '00:00:00', '01:00:00'),
      entry(1, '22:00:00', '23:59:59.99'),
    ]);
    expect(entries.filter((e) => e.dayOfWeek === 2)).toEqual([entry(2, '09:00:00', '17:00:00')]);
    expect(entries).toHaveLength(8);
  });

  it('reads 23:59 and 24:00:00 as the end of the day, inactive days with the default part', () => {
    const days = decodeWebSchedule([
      entry(1, '20:00:00', '23:59:59.99'),
      entry(2, '20:00', '24:00:00'),
      entry(3, '00:00:00.00', '00:00:00.00', false),
    ]);
    expect(days[1]!.parts).toEqual([{ start: 1200, end: 1440 }]);
    expect(days[2]!.parts).toEqual([{ start: 1200, end: 1440 }]);
    expect(days[3]).toEqual({ weekday: 3, isActive: false, parts: [{ start: 540, end: 1020 }] });
    expect(days[0]!.isActive).toBe(false);
    expect(encodeWebSchedule(days, 9).find((e) => e.dayOfWeek === 2)!.endTime).toBe('23:59:59.99');
  });

  it('reads no entries as the default schedule', () => {
    expect(decodeWebSchedule([])).toEqual(defaultWebSchedule());
  });

  it('round-trips through the wire, valid, 24:00 included', () => {
    fc.assert(
      fc.property(webScheduleArb, (days) => {
        const entries = encodeWebSchedule(days, 9);
        expect(validateWebSchedule(entries)).toEqual([]);
        expect(decodeWebSchedule(entries)).toEqual(days);
        expect(encodeWebSchedule(decodeWebSchedule(entries), 9)).toEqual(entries);
        for (const e of entries) {
          expect(e.endTime).not.toBe('24:00:00');
          if (!e.isActive) expect([e.startTime, e.endTime]).toEqual(['00:00:00.00', '00:00:00.00']);
        }
      }),
      { numRuns: 100 },
    );
  });
});
