import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmailHistoryMessage } from '@client-admin/contracts/email-history';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import {
  EMAIL_HISTORY_MESSAGES as M,
  EMAIL_STATUSES,
  EMAIL_STATUS_LABELS,
  type EmailStatus,
} from '@client-admin/domain/email-history/email-events';
import { ListFilterBar } from '../../../components/list-filter-bar';
import { PagedTable } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/format';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useEmailHistory } from '../api/get-email-history';
import { EmailTimelineDialog } from './email-timeline-dialog';
import { SuppressionLists } from './suppression-lists';

const PAGE_SIZES = [10, 20, 50] as const;
const COLUMNS = ['Last event', 'Status', 'From', 'To', 'Subject', 'Opens', 'Clicks'] as const;

const STATUS_COLORS: Record<EmailStatus, 'default' | 'success' | 'error' | 'warning'> = {
  processed: 'default',
  delivered: 'success',
  not_delivered: 'error',
  suppressed: 'warning',
};

export function EmailStatusChip({ status }: { status: EmailStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={EMAIL_STATUS_LABELS[status]} />;
}

/**
 * The e-mail history of a client (seed 002 §2, §3): its messages with their last event time,
 * status, from, subject, opens and clicks, last event first and paged on the server; a
 * message's timeline; and the client's addresses on the blocked, bounced, invalid and spam lists.
 */
export function EmailHistoryPanel({ clientId, isStaff }: { clientId: number; isStaff: boolean }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [open, setOpen] = useState<EmailHistoryMessage | null>(null);
  const to = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const history = useEmailHistory(clientId, {
    page: page + 1,
    pageSize,
    ...(status ? { status } : {}),
    ...(to ? { to } : {}),
  });
  useFailureToast(history.isError, M.historyFailed);
  const rows = history.data?.items ?? [];
  const meta = history.data?.metaData;

  return (
    <Stack spacing={4}>
      <Stack component="section" aria-labelledby="email-history-heading" spacing={2}>
        <Typography variant="h5" component="h2" id="email-history-heading">
          E-mail history
        </Typography>
        <ListFilterBar
          label="E-mail history filters"
          search={{
            text: search,
            placeholder: 'Recipient address starts with',
            onChange: (text) => {
              setSearch(text);
              setPage(0);
            },
          }}
        >
          <TextField
            select
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as EmailStatus | '');
              setPage(0);
            }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {EMAIL_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {EMAIL_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        </ListFilterBar>
        {history.isError && <Alert severity="error">{M.historyFailed}</Alert>}
        <PagedTable
          label="E-mail messages"
          outlined
          refreshing={history.isFetching && !history.isPending}
          total={meta?.totalIsLowerBound ? -1 : (meta?.totalRecords ?? 0)}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          pageSizes={PAGE_SIZES}
          onPageSize={setPageSize}
          head={
            <>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'Opens' || column === 'Clicks' ? 'right' : 'left'}
                >
                  {column}
                </TableCell>
              ))}
              <ActionsHeaderCell align="right" />
            </>
          }
        >
          {history.isPending && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>Loading e-mail history…</TableCell>
            </TableRow>
          )}
          {history.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1}>
                {to || status
                  ? 'No e-mails match these filters.'
                  : 'No e-mails sent to this client yet.'}
              </TableCell>
            </TableRow>
          )}
          {rows.map((m) => (
            <TableRow key={m.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(m.last_event_time)}
              </TableCell>
              <TableCell>
                <EmailStatusChip status={m.status} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{m.from_email}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{m.to_email}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{m.subject}</TableCell>
              <TableCell align="right">{m.opens_count}</TableCell>
              <TableCell align="right">{m.clicks_count}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => setOpen(m)}
                  aria-label={`Timeline of ${m.subject} to ${m.to_email}`}
                >
                  Timeline
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </PagedTable>
      </Stack>
      <SuppressionLists clientId={clientId} canRemove={isStaff} />
      {open && (
        <EmailTimelineDialog clientId={clientId} message={open} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
