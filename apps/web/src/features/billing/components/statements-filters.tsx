import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  STATEMENT_SORTS,
  type StatementSort,
} from '@client-admin/domain/billing/statements/statement-constants';

const SORT_LABELS: Record<StatementSort, string> = {
  '-createDate': 'Newest written first',
  createDate: 'Oldest written first',
  '-periodStart': 'Latest period first',
  periodStart: 'Earliest period first',
};

/** Optional dates ('' for none): statements whose period meets them. */
export interface StatementRange {
  from: string;
  to: string;
}

interface StatementsFiltersProps {
  range: StatementRange;
  sort: StatementSort;
  onRange: (range: StatementRange) => void;
  onSort: (sort: StatementSort) => void;
}

/** The date range and order of the statements list. */
export function StatementsFilters({ range, sort, onRange, onSort }: StatementsFiltersProps) {
  return (
    <Stack
      role="search"
      aria-label="Statements"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: '1fr',
        '@media (min-width: 501px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <TextField
        label="Statements from"
        type="date"
        value={range.from}
        onChange={(event) => onRange({ ...range, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || undefined } }}
      />
      <TextField
        label="Statements to"
        type="date"
        value={range.to}
        onChange={(event) => onRange({ ...range, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined } }}
      />
      <TextField
        select
        label="Statements sorted by"
        value={sort}
        onChange={(event) => onSort(event.target.value as StatementSort)}
      >
        {STATEMENT_SORTS.map((value) => (
          <MenuItem key={value} value={value}>
            {SORT_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
