import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DayRange } from '@client-admin/domain/day-range';
import { DayRangeFields } from '../../../components/day-range-fields';
import { ListFilterBar } from '../../../components/list-filter-bar';

interface ListFiltersProps<S extends string> {
  label: string;
  search: string;
  placeholder: string;
  range: DayRange;
  sort: S;
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  onSearch: (text: string) => void;
  onRange: (range: DayRange) => void;
  onSort: (sort: S) => void;
  children?: ReactNode;
}

/** Search, date range and order of a leads list (call log, web leads). */
export function ListFilters<S extends string>(props: ListFiltersProps<S>) {
  const { range, onRange } = props;
  return (
    <ListFilterBar
      label={props.label}
      search={{ text: props.search, placeholder: props.placeholder, onChange: props.onSearch }}
      columns={{ aboveMd: '2fr 1fr 1fr 1fr auto' }}
    >
      <DayRangeFields range={range} onRange={onRange} />
      <TextField
        select
        label="Sort by"
        value={props.sort}
        onChange={(event) => props.onSort(event.target.value as S)}
      >
        {props.sorts.map((value) => (
          <MenuItem key={value} value={value}>
            {props.sortLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      {props.children}
    </ListFilterBar>
  );
}
