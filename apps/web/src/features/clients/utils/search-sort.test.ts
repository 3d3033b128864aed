import { describe, expect, it } from 'vitest';
import { toSortBy, toSortModel } from './search-sort';

describe('search sort mapping', () => {
  it('maps grid columns to API fields with - for descending', () => {
    expect(toSortBy([{ field: 'agencyName', sort: 'desc' }])).toBe('-agency');
    expect(toSortBy([{ field: 'id', sort: 'asc' }])).toBe('id');
    expect(toSortBy([])).toBe('fullName');
  });

  it('maps sortBy back to the grid column', () => {
    expect(toSortModel('-status')).toEqual([{ field: 'statusLabel', sort: 'desc' }]);
    expect(toSortModel('email')).toEqual([{ field: 'email', sort: 'asc' }]);
  });
});
