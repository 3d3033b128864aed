import { describe, expect, it } from 'vitest';
import { decisionProblems } from './credit-decision';

describe('a credit decision (seed 002 §5)', () => {
  it('approves without a reason or description', () => {
    expect(decisionProblems({ isApproved: true })).toEqual([]);
  });

  it('denies only with a reason and a description, naming each missing one', () => {
    expect(decisionProblems({ isApproved: false })).toEqual([
      { field: 'denialReason', message: 'A denial needs a reason' },
      { field: 'denialDescription', message: 'A denial needs a description' },
    ]);
    expect(
      decisionProblems({ isApproved: false, denialReason: 'VALID_LEAD', denialDescription: '  ' }),
    ).toEqual([{ field: 'denialDescription', message: 'A denial needs a description' }]);
    expect(
      decisionProblems({
        isApproved: false,
        denialReason: 'VALID_LEAD',
        denialDescription: 'Spoke with the consumer.',
      }),
    ).toEqual([]);
  });
});
