import { describe, expect, it } from 'vitest';
import { nextSortBy, parseSortBy } from './search-sort';

describe('search sort', () => {
  it('reads sortBy as a field and a direction', () => {
    expect(parseSortBy('-agency')).toEqual({ field: 'agency', direction: 'desc' });
    expect(parseSortBy('email')).toEqual({ field: 'email', direction: 'asc' });
  });

  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSortBy('fullName', 'fullName')).toBe('-fullName');
    expect(nextSortBy('-fullName', 'fullName')).toBe('fullName');
    expect(nextSortBy('-fullName', 'status')).toBe('status');
  });
});
