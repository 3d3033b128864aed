import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_SORTS } from '@client-admin/contracts/billing';
import type { DateRange } from '../utils/date-range';
import { RangeSortFields } from './range-sort-fields';

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
      <RangeSortFields
        range={range}
        onRange={onRange}
        required
        labels={{ from: 'From', to: 'To', sort: 'Sort by' }}
        sorts={TRANSACTION_SORTS}
        sortLabels={SORT_LABELS}
        sort={sort}
        onSort={onSort}
      />
    </Stack>
  );
}
