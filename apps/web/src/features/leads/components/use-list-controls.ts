import { useState } from 'react';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { monthToDate, type DayRange } from '@client-admin/domain/day-range';

/**
 * The search, range, order and page of a leads list (call log, web leads): a new search, range
 * or order goes back to the first page; `q` is the search the server gets, debounced.
 */
export function useListControls<S extends string>(defaultSort: S) {
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DayRange>(() => monthToDate(new Date()));
  const [sort, setSort] = useState<S>(defaultSort);
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  return {
    q,
    page,
    setPage,
    /** The ListFilters props these controls drive. */
    filters: {
      search,
      range,
      sort,
      onSearch: firstPage(setSearch),
      onRange: firstPage(setRange),
      onSort: firstPage(setSort),
    },
  };
}
