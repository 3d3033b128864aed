import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from './schedule-messages';

describe('schedule messages (seed 001 §8, 002 §5)', () => {
  it("keeps the seed's words", () => {
    expect(SCHEDULE_MESSAGES.noTimeLeft).toBe(
      "There's no more time left in the day! You may adjust existing schedules.",
    );
    expect(SCHEDULE_MESSAGES.saveSchedules).toBe(
      'Failed to save schedules. Please check your connection and try again.',
    );
    expect(SCHEDULE_MESSAGES.getSchedule).toBe(
      'Failed to get schedule. Please check your connection and try again.',
    );
    expect(SCHEDULE_MESSAGES.getSchedules).toBe(
      'Failed to get schedules. Please check your connection and try again.',
    );
    expect(SCHEDULE_MESSAGES.retrieveSchedule).toBe('Failed to retrieve schedule.');
    expect(SCHEDULE_MESSAGES.updateSchedule).toBe('Failed to update schedule');
    expect(SCHEDULE_MESSAGES.invalidResponse).toBe('Invalid response');
  });

  it('names the step in its own messages', () => {
    expect(SCHEDULE_MESSAGES.offStep(15)).toBe('Times must fall on the 15 Min interval');
    expect(SCHEDULE_MESSAGES.intervalLength(60)).toBe(
      'Each interval cap covers one 1 Hour interval',
    );
  });
});
