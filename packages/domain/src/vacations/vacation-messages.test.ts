import { describe, expect, it } from 'vitest';
import { VACATION_MESSAGES } from './vacation-messages';

describe('vacation messages (seed 001 §8)', () => {
  it("keeps the seed's words", () => {
    expect(VACATION_MESSAGES.getVacations).toBe('Failed to get scheduled vacations!');
    expect(VACATION_MESSAGES.replenishHours).toBe('Failed to replenish vacation hours!');
    expect(VACATION_MESSAGES.createFailed('Overlap')).toBe(
      'Failed to create vacation pause. Reason: Overlap',
    );
    expect(VACATION_MESSAGES.cancelFailed('Gone')).toBe('Failed to cancel vacation. Reason: Gone');
  });

  it('counts hours in its own messages', () => {
    expect(VACATION_MESSAGES.tooLong).toBe('A vacation may last at most 720 hours');
    expect(VACATION_MESSAGES.notEnoughHours(1)).toBe('Only 1 vacation hour is available');
    expect(VACATION_MESSAGES.notEnoughHours(0)).toBe('Only 0 vacation hours are available');
  });
});
