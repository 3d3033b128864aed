import { describe, expect, it } from 'vitest';
import { dayCapMinimums } from './day-cap-minimums';

describe('day-cap minimums', () => {
  it('is the per-day minimum of 1 each day and their sum for the week', () => {
    expect(dayCapMinimums()).toEqual({
      sunday: 1,
      monday: 1,
      tuesday: 1,
      wednesday: 1,
      thursday: 1,
      friday: 1,
      saturday: 1,
      weekly: 7,
    });
  });
});
