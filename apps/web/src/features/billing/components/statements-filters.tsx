import Stack from '@mui/material/Stack';
import {
  STATEMENT_SORTS,
  type StatementSort,
} from '@client-admin/domain/billing/statements/statement-constants';
import type { DateRange } from '../utils/date-range';
import { RangeSortFields } from './range-sort-fields';

const SORT_LABELS: Record<StatementSort, string> = {
  '-createDate': 'Newest written first',
  createDate: 'Oldest written first',
  '-periodStart': 'Latest period first',
  periodStart: 'Earliest period first',
};

/** Optional dates ('' for none): statements whose period meets them. */
export type StatementRange = DateRange;

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
      <RangeSortFields
        range={range}
        onRange={onRange}
        labels={{ from: 'Statements from', to: 'Statements to', sort: 'Statements sorted by' }}
        sorts={STATEMENT_SORTS}
        sortLabels={SORT_LABELS}
        sort={sort}
        onSort={onSort}
      />
    </Stack>
  );
}
