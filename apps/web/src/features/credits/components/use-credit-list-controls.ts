import { useState } from 'react';
import type { GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';
import type { LeadCreditsFilter } from '@client-admin/contracts/credits';
import {
  DEFAULT_LEAD_CREDIT_SORT,
  LEAD_CREDITS_PAGE_SIZE,
  type CreditStatus,
  type LeadCreditSort,
} from '@client-admin/domain/credits/credit-constants';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import type { DayRange } from '@client-admin/domain/day-range';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The credit list's search, status, page, order and selection over the page's range: a new
 * search, range, status or order goes back to the first page, and any change drops the selection.
 */
export function useCreditListControls(range: DayRange, onRange: (range: DayRange) => void) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CreditStatus>('Pending');
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: LEAD_CREDITS_PAGE_SIZE,
  });
  const [sortBy, setSortBy] = useState<LeadCreditSort>(DEFAULT_LEAD_CREDIT_SORT);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const q = useDebouncedValue(search.trim(), DEBOUNCE_MS);

  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPagination((old) => ({ ...old, page: 0 }));
      setSelection(NO_SELECTION);
    };
  const query: LeadCreditsFilter = {
    pageNum: pagination.page + 1,
    pageSize: pagination.pageSize,
    sortBy,
    status,
    from: range.from,
    to: range.to,
    ...(q ? { search: q } : {}),
  };
  return {
    query,
    filters: {
      search,
      onSearch: firstPage(setSearch),
      range,
      onRange: firstPage(onRange),
      status,
      onStatus: firstPage(setStatus),
    },
    grid: {
      pagination,
      onPagination: (model: GridPaginationModel) => {
        setPagination(model);
        setSelection(NO_SELECTION);
      },
      sortBy,
      onSortBy: firstPage(setSortBy),
      selection,
      onSelection: setSelection,
    },
    clearSelection: () => setSelection(NO_SELECTION),
  };
}
