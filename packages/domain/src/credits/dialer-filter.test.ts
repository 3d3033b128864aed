import { describe, expect, it } from 'vitest';
import { dialerFilterProblems } from './dialer-filter';

describe('the credit dialer filter (seed 002 §6)', () => {
  it('accepts open and ordered ranges', () => {
    expect(dialerFilterProblems({})).toEqual([]);
    expect(dialerFilterProblems({ lowCR: 5, highCR: 5, lowCost: 10, highCost: 40 })).toEqual([]);
    expect(dialerFilterProblems({ lowCR: 50 })).toEqual([]);
  });

  it('names the low end of an inverted range', () => {
    expect(dialerFilterProblems({ lowCR: 20, highCR: 10, lowCost: 40, highCost: 10 })).toEqual([
      { field: 'lowCR', message: 'The low end must not be above the high end' },
      { field: 'lowCost', message: 'The low end must not be above the high end' },
    ]);
  });
});
