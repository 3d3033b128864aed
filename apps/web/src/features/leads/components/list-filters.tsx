import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { DayRangeFields } from '../../../components/day-range-fields';
import type { DayRange } from '../utils/lead-dates';

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
    <Stack
      role="search"
      aria-label={props.label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: '1fr',
        '@media (min-width: 501px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@media (min-width: 1001px)': { gridTemplateColumns: '2fr 1fr 1fr 1fr auto' },
      }}
    >
      <TextField
        label="Search"
        type="search"
        placeholder={props.placeholder}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
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
    </Stack>
  );
}
