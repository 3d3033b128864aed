import { describe, expect, it } from 'vitest';
import { VACATION_MESSAGES } from './vacation-messages';
import {
  advanceVacation,
  cancelVacation,
  isOpenVacation,
  startOfVacation,
  type VacationPause,
} from './vacation-status';

const now = new Date('2026-07-01T12:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * 3_600_000);
const pause = (over: Partial<VacationPause>): VacationPause => ({
  id: 1,
  status: 'PENDING',
  startTime: at(1),
  endTime: at(5),
  actualStartTime: null,
  actualEndTime: null,
  ...over,
});

describe('vacation status (seed 001 §4)', () => {
  it('a new pause is ACTIVE from now when its start has come, else PENDING', () => {
    expect(startOfVacation(at(2), now)).toEqual({ status: 'PENDING', actualStartTime: null });
    expect(startOfVacation(now, now)).toEqual({ status: 'ACTIVE', actualStartTime: now });
    expect(startOfVacation(at(-3), now)).toEqual({ status: 'ACTIVE', actualStartTime: now });
  });

  it('cancelling: ACTIVE completes now, PENDING is canceled, an ended pause is refused', () => {
    expect(cancelVacation({ status: 'ACTIVE' }, now)).toEqual({
      ok: true,
      status: 'COMPLETED',
      actualEndTime: now,
    });
    expect(cancelVacation({ status: 'PENDING' }, now)).toEqual({
      ok: true,
      status: 'CANCELED',
      actualEndTime: null,
    });
    for (const status of ['COMPLETED', 'CANCELED'] as const) {
      expect(cancelVacation({ status }, now)).toEqual({
        ok: false,
        message: VACATION_MESSAGES.alreadyOver,
      });
    }
  });

  it('open pauses are PENDING and ACTIVE', () => {
    expect(isOpenVacation('PENDING')).toBe(true);
    expect(isOpenVacation('ACTIVE')).toBe(true);
    expect(isOpenVacation('COMPLETED')).toBe(false);
    expect(isOpenVacation('CANCELED')).toBe(false);
  });

  it('the clock starts PENDING pauses and completes ACTIVE ones', () => {
    expect(advanceVacation(pause({}), now)).toBeNull();
    expect(advanceVacation(pause({ startTime: at(-1) }), now)).toEqual({
      status: 'ACTIVE',
      actualStartTime: at(-1),
      actualEndTime: null,
    });
    expect(advanceVacation(pause({ startTime: at(-5), endTime: at(-1) }), now)).toEqual({
      status: 'COMPLETED',
      actualStartTime: at(-5),
      actualEndTime: at(-1),
    });
    const active = pause({
      status: 'ACTIVE',
      startTime: at(-5),
      endTime: at(-1),
      actualStartTime: at(-4),
    });
    expect(advanceVacation(active, now)).toEqual({
      status: 'COMPLETED',
      actualStartTime: at(-4),
      actualEndTime: at(-1),
    });
    expect(advanceVacation(pause({ status: 'ACTIVE', actualStartTime: at(-1) }), now)).toBeNull();
    expect(advanceVacation(pause({ status: 'CANCELED', startTime: at(-9) }), now)).toBeNull();
  });
});
