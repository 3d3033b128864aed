import type { GridSortModel } from '@mui/x-data-grid';
import {
  DEFAULT_LEAD_CREDIT_SORT,
  type LeadCreditSort,
} from '@client-admin/domain/credits/credit-constants';

/** The list's sortable columns and the server's sort key of each. */
const SORT_KEYS = {
  requestDate: 'REQUEST_DATE',
  clientName: 'CLIENT',
  reasonText: 'REASON',
  price: 'PRICE',
} as const;
type SortField = keyof typeof SORT_KEYS;

const isSortField = (field: string): field is SortField => Object.hasOwn(SORT_KEYS, field);

/** The grid's sort model as the server's sortBy; no sort is the default order. */
export function sortByOf(model: GridSortModel): LeadCreditSort {
  const first = model[0];
  if (!first || !isSortField(first.field)) return DEFAULT_LEAD_CREDIT_SORT;
  const key = SORT_KEYS[first.field];
  return first.sort === 'asc' ? key : `-${key}`;
}

/** The server's sortBy as the grid's sort model. */
export function sortModelOf(sortBy: LeadCreditSort): GridSortModel {
  const key = sortBy.replace(/^-/, '');
  const field = (Object.keys(SORT_KEYS) as SortField[]).find((f) => SORT_KEYS[f] === key);
  return field ? [{ field, sort: sortBy.startsWith('-') ? 'desc' : 'asc' }] : [];
}
