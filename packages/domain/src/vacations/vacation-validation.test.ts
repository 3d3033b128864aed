import { describe, expect, it } from 'vitest';
import { VACATION_MESSAGES } from './vacation-messages';
import { effectiveStart, validateVacation, type VacationContext } from './vacation-validation';
import type { VacationPause } from './vacation-status';

const now = new Date('2026-07-01T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const pause = (over: Partial<VacationPause>): VacationPause => ({
  id: 1,
  status: 'PENDING',
  startTime: at(10),
  endTime: at(20),
  actualStartTime: null,
  actualEndTime: null,
  ...over,
});
const context = (pauses: VacationPause[] = [], over: Partial<VacationContext> = {}) => ({
  now,
  pauses,
  hasUnlimited: false,
  ...over,
});
const only = (field: string, message: string) => [expect.objectContaining({ field, message })];

describe('vacation checks (ours)', () => {
  it('accepts a future vacation within the pool', () => {
    expect(validateVacation({ startTime: at(1), endTime: at(5) }, context())).toEqual([]);
  });

  it('refuses an end before the start, in the past, or more than 720 hours away', () => {
    expect(validateVacation({ startTime: at(5), endTime: at(5) }, context())).toEqual(
      only('endTime', VACATION_MESSAGES.endBeforeStart),
    );
    expect(validateVacation({ startTime: at(-5), endTime: at(-1) }, context())).toEqual(
      only('endTime', VACATION_MESSAGES.endInPast),
    );
    expect(validateVacation({ startTime: at(1), endTime: at(722) }, context())).toEqual(
      only('endTime', VACATION_MESSAGES.tooLong),
    );
    expect(validateVacation({ startTime: at(1), endTime: at(721) }, context())).toEqual([]);
  });

  it('counts a past start from now', () => {
    expect(effectiveStart({ startTime: at(-100), endTime: at(700) }, context())).toEqual(now);
    expect(validateVacation({ startTime: at(-100), endTime: at(700) }, context())).toEqual([]);
  });

  it('refuses an overlap with an open vacation, not with an ended one', () => {
    const other = pause({ id: 2 });
    expect(validateVacation({ startTime: at(19), endTime: at(30) }, context([other]))).toEqual(
      only('startTime', VACATION_MESSAGES.overlaps),
    );
    expect(validateVacation({ startTime: at(20), endTime: at(30) }, context([other]))).toEqual([]);
    const canceled = pause({ id: 2, status: 'CANCELED' });
    expect(validateVacation({ startTime: at(12), endTime: at(14) }, context([canceled]))).toEqual(
      [],
    );
  });

  it('refuses more hours than are left, unless unlimited', () => {
    const used = pause({ id: 2, startTime: at(100), endTime: at(810) });
    expect(validateVacation({ startTime: at(1), endTime: at(12) }, context([used]))).toEqual(
      only('endTime', VACATION_MESSAGES.notEnoughHours(10)),
    );
    expect(validateVacation({ startTime: at(1), endTime: at(11) }, context([used]))).toEqual([]);
    expect(
      validateVacation(
        { startTime: at(1), endTime: at(12) },
        context([used], { hasUnlimited: true }),
      ),
    ).toEqual([]);
    expect(
      validateVacation(
        { startTime: at(1), endTime: at(12) },
        context([used], { hoursSince: at(200) }),
      ),
    ).toEqual([]);
  });

  it('on edit: not its own hours or overlap; an ACTIVE pause keeps its start; an ended one is not edited', () => {
    const own = pause({ id: 1, startTime: at(1), endTime: at(700) });
    expect(validateVacation({ id: 1, startTime: at(2), endTime: at(710) }, context([own]))).toEqual(
      [],
    );
    const active = pause({ id: 1, status: 'ACTIVE', startTime: at(-2), actualStartTime: at(-2) });
    expect(
      validateVacation({ id: 1, startTime: at(-1), endTime: at(30) }, context([active])),
    ).toEqual(only('startTime', VACATION_MESSAGES.startLocked));
    expect(
      validateVacation({ id: 1, startTime: at(-2), endTime: at(719) }, context([active])),
    ).toEqual(only('endTime', VACATION_MESSAGES.tooLong));
    const done = pause({ id: 1, status: 'COMPLETED' });
    expect(validateVacation({ id: 1, startTime: at(1), endTime: at(2) }, context([done]))).toEqual(
      only('id', VACATION_MESSAGES.over),
    );
  });
});
