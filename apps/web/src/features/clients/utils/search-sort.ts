export const DEFAULT_SORT_BY = 'fullName';

export interface SearchSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** The API's sortBy (a field, - for descending) as a column and a direction. */
export function parseSortBy(sortBy: string): SearchSort {
  const desc = sortBy.startsWith('-');
  return { field: desc ? sortBy.slice(1) : sortBy, direction: desc ? 'desc' : 'asc' };
}

/** A click on a column header: the same column flips its direction, another starts ascending. */
export function nextSortBy(current: string, field: string): string {
  const sort = parseSortBy(current);
  if (sort.field !== field) return field;
  return sort.direction === 'asc' ? `-${field}` : field;
}
