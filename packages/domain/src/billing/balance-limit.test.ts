import { describe, expect, it } from 'vitest';
import { breaksLimit } from './balance-limit';

describe('balance limit', () => {
  it('lets a balance go down to its limit and no further', () => {
    expect(breaksLimit(1000, -1000, 0)).toBe(false);
    expect(breaksLimit(1000, -1001, 0)).toBe(true);
    expect(breaksLimit(0, -500, -500)).toBe(false);
    expect(breaksLimit(0, -501, -500)).toBe(true);
  });

  it('never refuses a movement that raises a balance', () => {
    expect(breaksLimit(-900, 100, -500)).toBe(false);
    expect(breaksLimit(0, 1, 0)).toBe(false);
  });
});
