import type { GridSortModel } from '@mui/x-data-grid';

/** Grid columns whose API sort field has another name. */
const SORT_FIELDS: Record<string, string> = { agencyName: 'agency', statusLabel: 'status' };
const COLUMNS: Record<string, string> = { agency: 'agencyName', status: 'statusLabel' };

export const DEFAULT_SORT_BY = 'fullName';

/** The grid's sort model as the API's sortBy: a field, prefixed with - for descending. */
export function toSortBy(model: GridSortModel): string {
  const [first] = model;
  if (!first?.sort) return DEFAULT_SORT_BY;
  const field = SORT_FIELDS[first.field] ?? first.field;
  return first.sort === 'desc' ? `-${field}` : field;
}

export function toSortModel(sortBy: string): GridSortModel {
  const desc = sortBy.startsWith('-');
  const field = desc ? sortBy.slice(1) : sortBy;
  return [{ field: COLUMNS[field] ?? field, sort: desc ? 'desc' : 'asc' }];
}
