import { describe, expect, it } from 'vitest';
import { pageSlice } from './page-slice';

const rows = Array.from({ length: 12 }, (_, i) => i + 1);

describe('pageSlice', () => {
  it('cuts the asked page', () => {
    expect(pageSlice(rows, 1, 10)).toEqual({ page: 1, rows: [11, 12] });
  });

  it('shows the last page when the asked one is past the end', () => {
    expect(pageSlice(rows, 5, 10)).toEqual({ page: 1, rows: [11, 12] });
    expect(pageSlice([], 3, 10)).toEqual({ page: 0, rows: [] });
  });
});
