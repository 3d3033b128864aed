import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { ClientLog, ClientLogsQuery } from '@client-admin/contracts/clients';
import { formatDateTime } from '../../../../lib/format';
import { useClientLogs } from '../../api/get-client-logs';
import { errorMessage } from '../../../../lib/error-message';
import { summarizeChanges } from '../../utils/summarize-changes';
import { ChangeLogFilters, type ChangeLogFilterValues } from './change-log-filters';
import { DATA_GRID_SCROLLER, ScrollCue } from '../../../../components/scroll-cue';

const columns: GridColDef<ClientLog>[] = [
  {
    field: 'createdAt',
    headerName: 'Date',
    minWidth: 180,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'actorEmail', headerName: 'By', minWidth: 180, flex: 1, sortable: false },
  { field: 'action', headerName: 'Action', minWidth: 230, sortable: false },
  {
    field: 'changes',
    headerName: 'Changes',
    minWidth: 260,
    flex: 2,
    sortable: false,
    renderCell: ({ row }) => (
      <Box component="ul" sx={{ m: 0, py: 1, pl: 2 }}>
        {summarizeChanges(row.before, row.after).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    ),
  },
];

export function ChangeLogSection({ clientId }: { clientId: number }) {
  const [filters, setFilters] = useState<ChangeLogFilterValues>({
    startDate: '',
    endDate: '',
    last45Days: false,
  });
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortBy, setSortBy] = useState<ClientLogsQuery['sortBy']>('-createdAt');

  const params: ClientLogsQuery = {
    currentPage: pagination.page + 1,
    pageSize: pagination.pageSize,
    sortBy,
    last45Days: filters.last45Days,
    // The 45-day switch replaces the date range.
    ...(!filters.last45Days && filters.startDate ? { startDate: filters.startDate } : {}),
    ...(!filters.last45Days && filters.endDate ? { endDate: filters.endDate } : {}),
  };
  const { data, isFetching, error } = useClientLogs(clientId, params);

  return (
    <Stack component="section" spacing={2} aria-labelledby="change-log-heading">
      <Typography id="change-log-heading" variant="h6" component="h2">
        Change log
      </Typography>
      <ChangeLogFilters
        value={filters}
        onChange={(patch) => {
          setFilters((old) => ({ ...old, ...patch }));
          setPagination((old) => ({ ...old, page: 0 }));
        }}
      />
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      <ScrollCue scroller={DATA_GRID_SCROLLER}>
        <DataGrid
          label="Change log"
          rows={error ? [] : (data?.items ?? [])}
          rowCount={error ? 0 : (data?.metaData.totalRecords ?? 0)}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          sortingOrder={['desc', 'asc']}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[10, 20, 50, 100]}
          sortModel={[{ field: 'createdAt', sort: sortBy === '-createdAt' ? 'desc' : 'asc' }]}
          onSortModelChange={(model) =>
            setSortBy(model[0]?.sort === 'asc' ? 'createdAt' : '-createdAt')
          }
          getRowHeight={() => 'auto'}
          disableColumnFilter
          disableRowSelectionOnClick
          localeText={{ noRowsLabel: 'No changes recorded.' }}
          sx={{ minHeight: 300 }}
        />
      </ScrollCue>
    </Stack>
  );
}
