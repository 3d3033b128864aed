import { describe, expect, it } from 'vitest';
import { LEAD_CREDIT_SORTS } from '@client-admin/domain/credits/credit-constants';
import { sortByOf, sortModelOf } from './credit-sort';

describe('credit list sort', () => {
  it('reads every server sort back from its grid model', () => {
    for (const sortBy of LEAD_CREDIT_SORTS) expect(sortByOf(sortModelOf(sortBy))).toBe(sortBy);
  });

  it('falls back to the newest request first', () => {
    expect(sortByOf([])).toBe('-REQUEST_DATE');
    expect(sortByOf([{ field: 'requester', sort: 'asc' }])).toBe('-REQUEST_DATE');
    expect(sortModelOf('-REQUEST_DATE')).toEqual([{ field: 'requestDate', sort: 'desc' }]);
  });
});
