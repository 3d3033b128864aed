import { TRANSACTION_SORTS } from '@client-admin/contracts/billing';
import type { DayRange } from '@client-admin/domain/day-range';
import { ListFilterBar } from '../../../components/list-filter-bar';
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
  range: DayRange;
  sort: TransactionSort;
  onSearch: (text: string) => void;
  onRange: (range: DayRange) => void;
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
    <ListFilterBar
      label="Transactions"
      search={{
        text: search,
        placeholder: 'Description, type, check number or promo code',
        onChange: onSearch,
      }}
      columns={{ aboveMd: '2fr 1fr 1fr 1fr' }}
    >
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
    </ListFilterBar>
  );
}
