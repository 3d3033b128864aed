import {
  STATEMENT_SORTS,
  type StatementSort,
} from '@client-admin/domain/billing/statements/statement-constants';
import type { DayRange } from '@client-admin/domain/day-range';
import { ListFilterBar } from '../../../components/list-filter-bar';
import { RangeSortFields } from './range-sort-fields';

const SORT_LABELS: Record<StatementSort, string> = {
  '-createDate': 'Newest written first',
  createDate: 'Oldest written first',
  '-periodStart': 'Latest period first',
  periodStart: 'Earliest period first',
};

/** Optional dates ('' for none): statements whose period meets them. */
export type StatementRange = DayRange;

interface StatementsFiltersProps {
  range: StatementRange;
  sort: StatementSort;
  onRange: (range: StatementRange) => void;
  onSort: (sort: StatementSort) => void;
}

/** The date range and order of the statements list. */
export function StatementsFilters({ range, sort, onRange, onSort }: StatementsFiltersProps) {
  return (
    <ListFilterBar label="Statements" columns={{ aboveXs: 'repeat(3, minmax(0, 1fr))' }}>
      <RangeSortFields
        range={range}
        onRange={onRange}
        labels={{ from: 'Statements from', to: 'Statements to', sort: 'Statements sorted by' }}
        sorts={STATEMENT_SORTS}
        sortLabels={SORT_LABELS}
        sort={sort}
        onSort={onSort}
      />
    </ListFilterBar>
  );
}
