/**
 * One page (0-based) of rows paged in the browser. A page past the end, which a narrower list
 * (a filter, a search, a product switch) can leave behind, shows the last page instead.
 */
export function pageSlice<Row>(
  rows: readonly Row[],
  page: number,
  pageSize: number,
): { page: number; rows: Row[] } {
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  return { page: shown, rows: rows.slice(shown * pageSize, (shown + 1) * pageSize) };
}
