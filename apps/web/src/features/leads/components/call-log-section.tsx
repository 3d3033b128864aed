import { useState } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import MicIcon from '@mui/icons-material/Mic';
import type { CallLogItem } from '@client-admin/contracts/leads';
import {
  AUTO_REFRESH_SECONDS,
  CALL_LOG_SORTS,
  DEFAULT_CALL_LOG_SORT,
  LEADS_PAGE_SIZE,
  type CallLogSort,
} from '@client-admin/domain/leads/leads-constants';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { PagedTable } from '../../../components/paged-table';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { formatDateTime } from '../../../lib/format';
import { chargedPrice } from '../utils/charged-price';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCallLog } from '../api/search-calls';
import { readAutoRefresh, saveAutoRefresh } from '../utils/auto-refresh';
import { formatDuration } from '../utils/call-duration';
import { ListFilters } from './list-filters';
import { useListControls } from './use-list-controls';
import { ListStatus } from './list-status';

const SORT_LABELS: Record<CallLogSort, string> = {
  '-DELIVERY_DATETIME_UTC': 'Newest first',
  DELIVERY_DATETIME_UTC: 'Oldest first',
  '-DURATION': 'Longest first',
  DURATION: 'Shortest first',
  '-PRICE': 'Highest price first',
  PRICE: 'Lowest price first',
  '-STATUS': 'Status Z–A',
  STATUS: 'Status A–Z',
};

const refreshLabel = (seconds: number) =>
  seconds === 0 ? 'Off' : seconds < 60 ? `${seconds} seconds` : `${seconds / 60} minutes`;

/** Seed 001 §2: the call log, paged by 10 on the server, an Ongoing call first. */
export function CallLogSection({ clientId }: { clientId: number }) {
  const { q, page, setPage, filters } = useListControls<CallLogSort>(DEFAULT_CALL_LOG_SORT);
  const { range, sort } = filters;
  const [refresh, setRefresh] = useState(readAutoRefresh);
  const calls = useCallLog(
    {
      ClientId: clientId,
      pageNum: page + 1,
      PageSize: LEADS_PAGE_SIZE,
      from: range.from,
      to: range.to,
      prependOngoingCalls: true,
      sortBy: sort,
      ...(q ? { search: q } : {}),
    },
    refresh,
  );
  useFailureToast(calls.isError, M.failedToLoadCalls);
  const items = calls.isError ? [] : (calls.data?.items ?? []);
  const meta = calls.data?.metaData;
  const total = calls.isError ? 0 : (meta?.totalRecords ?? 0);
  const listed = items.filter((i) => !i.prepended).length;

  return (
    <Stack spacing={2}>
      <ListFilters
        label="Calls"
        placeholder="Caller number, channel, zip or call id"
        sorts={CALL_LOG_SORTS}
        sortLabels={SORT_LABELS}
        {...filters}
      >
        <TextField
          select
          label="Auto refresh"
          value={refresh}
          sx={{ minWidth: 140 }}
          onChange={(event) => {
            const seconds = Number(event.target.value);
            setRefresh(seconds);
            saveAutoRefresh(seconds);
          }}
        >
          {AUTO_REFRESH_SECONDS.map((seconds) => (
            <MenuItem key={seconds} value={seconds}>
              {refreshLabel(seconds)}
            </MenuItem>
          ))}
        </TextField>
      </ListFilters>
      <ListStatus
        what="calls"
        isPending={calls.isPending}
        isError={calls.isError}
        errorMessage={M.failedToLoadCalls}
        first={page * LEADS_PAGE_SIZE + 1}
        shown={listed}
        total={total}
        totalIsLowerBound={meta?.totalIsLowerBound}
      />
      {items.length > 0 && (
        <PagedTable
          label="Calls"
          head={CALLS_HEAD}
          total={total}
          page={page}
          pageSize={LEADS_PAGE_SIZE}
          onPage={setPage}
        >
          {items.map((call) => (
            <CallRow key={call.sid} clientId={clientId} call={call} />
          ))}
        </PagedTable>
      )}
    </Stack>
  );
}

const CALLS_HEAD = (
  <>
    <TableCell>Delivered</TableCell>
    <TableCell>Status</TableCell>
    <TableCell>Caller</TableCell>
    <TableCell>Channel</TableCell>
    <TableCell align="right">Duration</TableCell>
    <TableCell align="right">Price</TableCell>
    <TableCell>Recording</TableCell>
  </>
);

function CallRow({ clientId, call }: { clientId: number; call: CallLogItem }) {
  return (
    <TableRow hover selected={call.prepended}>
      <TableCell>
        <Link
          component={AppLink}
          href={paths.client.leadDetails(clientId, call.id, {
            leadType: 'Call',
            sid: call.sid,
          })}
        >
          {formatDateTime(call.deliveredAt)}
        </Link>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={call.status}
          color={
            call.status === 'Ongoing'
              ? 'success'
              : call.status === 'Completed'
                ? 'primary'
                : 'default'
          }
        />
      </TableCell>
      <TableCell>{call.callerNumber}</TableCell>
      <TableCell>{call.channelName}</TableCell>
      <TableCell align="right">{formatDuration(call.durationSeconds)}</TableCell>
      <TableCell align="right">{chargedPrice(call.price, call)}</TableCell>
      <TableCell>
        {call.hasRecording ? <MicIcon fontSize="small" titleAccess="Has a recording" /> : ''}
      </TableCell>
    </TableRow>
  );
}
