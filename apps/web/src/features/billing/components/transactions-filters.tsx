import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { TRANSACTION_SORTS } from '@client-admin/contracts/billing';
import type { DateRange } from '../utils/date-range';

export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

const SORT_LABELS: Record<TransactionSort, string> = {
  '-createDate': 'Newest first',
  createDate: 'Oldest first',
  '-amount': 'Largest amount first',
  amount: 'Smallest amount first',
};

interface TransactionsFiltersProps {
  search: string;
  range: DateRange;
  sort: TransactionSort;
  onSearch: (text: string) => void;
  onRange: (range: DateRange) => void;
  onSort: (sort: TransactionSort) => void;
}

/** Search, date range and order of the transactions list. */
export function TransactionsFilters({
  search,
  range,
  sort,
  onSearch,
  onRange,
  onSort,
}: TransactionsFiltersProps) {
  return (
    <Stack
      role="search"
      aria-label="Transactions"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: '1fr',
        '@media (min-width: 501px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        '@media (min-width: 1001px)': { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
      }}
    >
      <TextField
        label="Search"
        type="search"
        placeholder="Description, type, check number or promo code"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <TextField
        label="From"
        type="date"
        value={range.from}
        required
        onChange={(event) => event.target.value && onRange({ ...range, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
      />
      <TextField
        label="To"
        type="date"
        value={range.to}
        required
        onChange={(event) => event.target.value && onRange({ ...range, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
      />
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(event) => onSort(event.target.value as TransactionSort)}
      >
        {TRANSACTION_SORTS.map((value) => (
          <MenuItem key={value} value={value}>
            {SORT_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
