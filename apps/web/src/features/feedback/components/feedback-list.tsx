import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { FeedbackItem } from '@client-admin/contracts/feedback';
import { CLIENT_LIST_PAGE_SIZE } from '@client-admin/domain/constants';
import { MESSAGES } from '@client-admin/domain/messages';
import { formatDateTime } from '../../../lib/format';
import { useFeedbackList } from '../api/get-feedback-list';
import { DATA_GRID_SCROLLER, ScrollCue } from '../../../components/scroll-cue';

const columns: GridColDef<FeedbackItem>[] = [
  {
    field: 'createdAt',
    headerName: 'Date',
    minWidth: 180,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'userEmail', headerName: 'From', minWidth: 200, flex: 1 },
  { field: 'page', headerName: 'Page', minWidth: 160 },
  {
    field: 'rating',
    headerName: 'Rating',
    minWidth: 140,
    renderCell: ({ row }) =>
      row.rating === null ? (
        '—'
      ) : (
        <Rating value={row.rating} readOnly size="small" aria-label={`${row.rating} of 5`} />
      ),
  },
  { field: 'message', headerName: 'Message', minWidth: 260, flex: 2 },
];

export function FeedbackList() {
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: CLIENT_LIST_PAGE_SIZE,
  });
  const { data, isFetching, error } = useFeedbackList({
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
  });

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error.message || MESSAGES.requestFailed}</Alert>}
      <ScrollCue scroller={DATA_GRID_SCROLLER}>
        <DataGrid
          label="Feedback"
          rows={error ? [] : (data?.items ?? [])}
          rowCount={error ? 0 : (data?.metaData.totalRecords ?? 0)}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[10, 20, 50, 100]}
          disableColumnSorting
          disableColumnFilter
          disableRowSelectionOnClick
          getRowHeight={() => 'auto'}
          localeText={{ noRowsLabel: 'No feedback yet.' }}
          sx={{ minHeight: 300 }}
        />
      </ScrollCue>
    </Stack>
  );
}
