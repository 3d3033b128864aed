import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { ColumnsGrid } from './columns-grid';

interface ListSearch {
  text: string;
  placeholder: string;
  onChange: (text: string) => void;
}

interface ListFilterBarProps {
  /** The list's name: the search landmark's label. */
  label: string;
  /** The free-text search, the bar's first field; none when the list is not searched. */
  search?: ListSearch;
  /** Grid columns above 500 px (two equal ones unless given) and above 1000 px. */
  columns?: { aboveXs?: string; aboveMd?: string };
  /** The list's other filters (range, sort, status ...), each a grid cell. */
  children: ReactNode;
}

/** A list's filters in one grid: one a row on a phone, more as the screen widens. */
export function ListFilterBar({ label, search, columns = {}, children }: ListFilterBarProps) {
  return (
    <ColumnsGrid role="search" aria-label={label} sm={columns.aboveXs} md={columns.aboveMd}>
      {search && (
        <TextField
          label="Search"
          type="search"
          placeholder={search.placeholder}
          value={search.text}
          onChange={(event) => search.onChange(event.target.value)}
        />
      )}
      {children}
    </ColumnsGrid>
  );
}
