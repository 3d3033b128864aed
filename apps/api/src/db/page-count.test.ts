import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_BOUND } from '@client-admin/domain/constants';
import { pageCount } from './bounded-count';

describe('a page count (pageCount)', () => {
  const counting = (n: number) => {
    const calls: number[] = [];
    return { calls, count: () => (calls.push(n), Promise.resolve([{ n }])) };
  };

  it('knows the count from a last page shorter than its limit, without counting', async () => {
    const { calls, count } = counting(999);
    expect(await pageCount({ offset: 0, limit: 100, rows: 84 }, count)).toBe(84);
    expect(await pageCount({ offset: 0, limit: 100, rows: 0 }, count)).toBe(0);
    expect(await pageCount({ offset: 200, limit: 100, rows: 7 }, count)).toBe(207);
    expect(calls).toEqual([]);
  });

  it('counts a full page, and a page past the end', async () => {
    const { calls, count } = counting(350);
    expect(await pageCount({ offset: 0, limit: 100, rows: 100 }, count)).toBe(350);
    expect(await pageCount({ offset: 500, limit: 100, rows: 0 }, count)).toBe(350);
    expect(calls).toHaveLength(2);
  });

  it('answers as the bounded count would past the bound', async () => {
    const { count } = counting(0);
    const offset = SEARCH_COUNT_BOUND + 50;
    expect(await pageCount({ offset, limit: 100, rows: 3 }, count)).toBe(SEARCH_COUNT_BOUND + 1);
  });
});
