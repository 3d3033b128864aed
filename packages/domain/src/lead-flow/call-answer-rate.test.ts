import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_RATE_WINDOW, answerRecord, isAutoPauseDue } from './call-answer-rate';
import { CALL_LEG_STATUSES, isMissedLeg } from './call-legs';

describe('answerRecord', () => {
  it('counts the finished legs only, newest first', () => {
    expect(answerRecord(['ringing', 'busy', 'no-answer', 'completed', 'failed'])).toEqual({
      answerRate: 25,
      missedCallRate: 75,
      unansweredStreak: 2,
    });
    expect(answerRecord([])).toEqual({
      answerRate: null,
      missedCallRate: null,
      unansweredStreak: 0,
    });
    expect(answerRecord(['answered', 'no-answer']).unansweredStreak).toBe(1);
  });

  it('keeps the rates within 0-100, summing to 100, over the window', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CALL_LEG_STATUSES), { maxLength: 120 }), (legs) => {
        const r = answerRecord(legs);
        if (r.answerRate === null) return;
        expect(r.answerRate).toBeGreaterThanOrEqual(0);
        expect(r.answerRate).toBeLessThanOrEqual(100);
        expect(r.answerRate + r.missedCallRate!).toBeCloseTo(100, 5);
        expect(r.unansweredStreak).toBeLessThanOrEqual(ANSWER_RATE_WINDOW);
      }),
    );
  });

  it('a streak is exactly the missed legs before the first answered one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('busy', 'no-answer', 'failed'), { maxLength: 20 }),
        (missed) => {
          const r = answerRecord([...missed, 'completed', 'busy']);
          expect(r.unansweredStreak).toBe(missed.length);
          expect(missed.every((s) => isMissedLeg(s))).toBe(true);
        },
      ),
    );
  });
});

describe('isAutoPauseDue', () => {
  const record = (unansweredStreak: number) => ({
    answerRate: 0,
    missedCallRate: 100,
    unansweredStreak,
  });

  it('pauses at the unanswered threshold when enabled', () => {
    const channel = { enableAutoPause: true, unansweredThreshold: 3 };
    expect(isAutoPauseDue(channel, record(2))).toBe(false);
    expect(isAutoPauseDue(channel, record(3))).toBe(true);
  });

  it('never pauses when disabled or without a threshold', () => {
    expect(isAutoPauseDue({ enableAutoPause: false, unansweredThreshold: 1 }, record(9))).toBe(
      false,
    );
    expect(isAutoPauseDue({ enableAutoPause: true, unansweredThreshold: null }, record(9))).toBe(
      false,
    );
    expect(isAutoPauseDue({ enableAutoPause: true, unansweredThreshold: 0 }, record(9))).toBe(
      false,
    );
  });
});
