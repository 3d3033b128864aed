import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@client-admin/contracts/billing';
import { TRANSACTIONS_PAGE_SIZE } from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import { PageLoading } from '../../../components/page-loading';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useTransactions } from '../api/get-transactions';
import type { DayRange } from '@client-admin/domain/day-range';
import { TransactionsFilters, type TransactionSort } from './transactions-filters';
import { TransactionsTable } from './transactions-table';
import { TablePager } from '../../../components/table-pager';

interface TransactionsSectionProps {
  clientId: number;
  range: DayRange;
  onRange: (range: DayRange) => void;
  onRefund?: ((line: Transaction) => void) | undefined;
  canRefund: (line: Transaction) => boolean;
  onReplace?: ((line: Transaction) => void) | undefined;
  canReplace?: (line: Transaction) => boolean;
  onReverse?: ((line: Transaction) => void) | undefined;
  canReverse?: (line: Transaction) => boolean;
}

/** The client's transactions: searched, within the dates, paged by 10, newest first. */
export function TransactionsSection({
  clientId,
  range,
  onRange,
  onRefund,
  canRefund,
  onReplace,
  canReplace,
  onReverse,
  canReverse,
}: TransactionsSectionProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TransactionSort>('-createDate');
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const transactions = useTransactions(clientId, {
    ...(q ? { q } : {}),
    from: range.from,
    to: range.to,
    page: page + 1,
    pageSize: TRANSACTIONS_PAGE_SIZE,
    sortBy: sort,
  });
  useFailureToast(transactions.isError, M.failedToLoadTransactions);
  // Seed 002 §7: a failed billing read shows as empty data.
  const lines = transactions.isError ? [] : (transactions.data?.items ?? []);
  const total = transactions.isError ? 0 : (transactions.data?.metaData.totalRecords ?? 0);
  // The count stops at the search bound (decision 0019): the pager then offers "more than".
  const totalIsLowerBound =
    !transactions.isError && transactions.data?.metaData.totalIsLowerBound === true;
  const first = page * TRANSACTIONS_PAGE_SIZE + 1;
  const status = transactions.isPending
    ? 'Loading transactions'
    : total === 0
      ? 'No transactions'
      : M.transactionsShown(first, first + lines.length - 1, total, totalIsLowerBound);

  return (
    <Box component="section" aria-labelledby="transactions-heading">
      <Typography id="transactions-heading" variant="h6" component="h2" gutterBottom>
        Transactions
      </Typography>
      <Stack spacing={2}>
        <TransactionsFilters
          search={search}
          range={range}
          sort={sort}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
          onRange={(next) => {
            onRange(next);
            setPage(0);
          }}
          onSort={(next) => {
            setSort(next);
            setPage(0);
          }}
        />
        <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
          {status}
        </Typography>
        {transactions.isError && <Alert severity="error">{M.failedToLoadTransactions}</Alert>}
        {transactions.isPending && <PageLoading label="Loading transactions" />}
        {lines.length > 0 && (
          <Box>
            <TransactionsTable
              lines={lines}
              onRefund={onRefund}
              canRefund={canRefund}
              onReplace={onReplace}
              {...(canReplace ? { canReplace } : {})}
              onReverse={onReverse}
              {...(canReverse ? { canReverse } : {})}
            />
            <TablePager
              total={totalIsLowerBound ? -1 : total}
              page={page}
              pageSize={TRANSACTIONS_PAGE_SIZE}
              onPage={setPage}
            />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
