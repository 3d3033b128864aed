import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@client-admin/domain/messages';
import {
  DEFAULT_STATEMENT_SORT,
  STATEMENT_MESSAGES as M,
  STATEMENTS_PAGE_SIZE,
  type StatementSort,
} from '@client-admin/domain/billing/statements/statement-constants';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useToast } from '../../../lib/toast';
import { serverMessage } from '../../../lib/server-message';
import { useStatements } from '../api/get-statements';
import { CancelStatementSummaries } from './cancel-statement-summaries';
import { LastStatementLine } from './last-statement-line';
import { StatementsFilters, type StatementRange } from './statements-filters';
import { StatementsTable } from './statements-table';
import { TablePager } from '../../../components/table-pager';

/** Seed 002 §2: the last statement, the statements (dates, paging, PDFs), cancel summaries. */
export function StatementsSection({ clientId }: { clientId: number }) {
  const toast = useToast();
  const [range, setRange] = useState<StatementRange>({ from: '', to: '' });
  const [sort, setSort] = useState<StatementSort>(DEFAULT_STATEMENT_SORT);
  const [page, setPage] = useState(0);
  const statements = useStatements(clientId, {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    page: page + 1,
    pageSize: STATEMENTS_PAGE_SIZE,
    sortBy: sort,
  });
  // Seed 002 §8: a billing read that fails shows a generic toast and empty data.
  useFailureToast(statements.isError, MESSAGES.requestFailed);
  const items = statements.isError ? [] : (statements.data?.items ?? []);
  const total = statements.isError ? 0 : (statements.data?.metaData.totalRecords ?? 0);
  const first = page * STATEMENTS_PAGE_SIZE + 1;
  const status = statements.isPending
    ? 'Loading statements'
    : total === 0
      ? M.noStatements
      : `Statements ${first}–${first + items.length - 1} of ${total}`;
  const onDownloadError = (error: unknown) => toast.error(serverMessage(error) ?? M.downloadFailed);

  return (
    <Box component="section" aria-labelledby="statements-heading">
      <Typography id="statements-heading" variant="h6" component="h2" gutterBottom>
        Statements
      </Typography>
      <Stack spacing={2}>
        <LastStatementLine clientId={clientId} />
        <StatementsFilters
          range={range}
          sort={sort}
          onRange={(next) => {
            setRange(next);
            setPage(0);
          }}
          onSort={(next) => {
            setSort(next);
            setPage(0);
          }}
        />
        {/* A live region without role="status": the transactions' count is the page's status. */}
        <Typography
          aria-live="polite"
          variant="body2"
          color="text.secondary"
          data-testid="statements-count"
        >
          {status}
        </Typography>
        {statements.isPending && <PageLoading label="Loading statements" />}
        {items.length > 0 && (
          <Box>
            <StatementsTable statements={items} onDownloadError={onDownloadError} />
            <TablePager
              total={total}
              page={page}
              pageSize={STATEMENTS_PAGE_SIZE}
              onPage={setPage}
            />
          </Box>
        )}
        <CancelStatementSummaries clientId={clientId} />
      </Stack>
    </Box>
  );
}
