import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import type { ErrorReport } from '@client-admin/contracts/error-reports';
import { CLIENT_LIST_PAGE_SIZE } from '@client-admin/domain/constants';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useClearErrorReports } from '../api/clear-error-reports';
import { useErrorReports } from '../api/get-error-reports';
import { DATA_GRID_SCROLLER, ScrollCue } from '../../../components/scroll-cue';

const columns: GridColDef<ErrorReport>[] = [
  {
    field: 'at',
    headerName: 'When',
    minWidth: 180,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'kind', headerName: 'Kind', minWidth: 90 },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 80,
    valueFormatter: (value: number | null) => (value === null ? '—' : String(value)),
  },
  { field: 'message', headerName: 'Message', minWidth: 280, flex: 2 },
  { field: 'url', headerName: 'Page', minWidth: 200, flex: 1 },
  { field: 'userEmail', headerName: 'User', minWidth: 180 },
];

/** /dev/errors (developers): what browsers reported, and a way to clear it. */
export default function ErrorReportsPage() {
  const toast = useToast();
  const [pagination, setPagination] = useState<GridPaginationModel>({
    page: 0,
    pageSize: CLIENT_LIST_PAGE_SIZE,
  });
  const [confirming, setConfirming] = useState(false);
  const { data, isFetching, error } = useErrorReports({
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
  });
  const clear = useClearErrorReports();
  const total = data?.metaData.totalRecords ?? 0;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Error Reports
        </Typography>
        <Button
          color="error"
          variant="outlined"
          disabled={total === 0 || clear.isPending}
          onClick={() => setConfirming(true)}
        >
          Clear all
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <ScrollCue scroller={DATA_GRID_SCROLLER}>
        <DataGrid
          label="Error reports"
          rows={error ? [] : (data?.items ?? [])}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          rowCount={total}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[CLIENT_LIST_PAGE_SIZE, 50, 100]}
          getRowHeight={() => 'auto'}
          disableRowSelectionOnClick
          autoHeight
        />
      </ScrollCue>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Clear all error reports?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {total} report{total === 1 ? '' : 's'} will be deleted for everyone. This cannot be
            undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: ({ deleted }) => {
                  setConfirming(false);
                  setPagination((current) => ({ ...current, page: 0 }));
                  toast.success(`${deleted} error reports cleared`);
                },
                onError: (failure) => toast.error(failure.message),
              })
            }
          >
            Clear
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
