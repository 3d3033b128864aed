import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { ClientSearchItem } from '@client-admin/contracts/clients';
import { StatusChip } from './status-chip';

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

const columns: GridColDef<ClientSearchItem>[] = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'fullName', headerName: 'Name', flex: 1.2, minWidth: 180 },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 200 },
  { field: 'phone', headerName: 'Phone', minWidth: 140 },
  { field: 'agencyName', headerName: 'Agency', flex: 1, minWidth: 160 },
  {
    field: 'statusLabel',
    headerName: 'Status',
    minWidth: 170,
    renderCell: ({ row }) => <StatusChip status={row.status} label={row.statusLabel} />,
  },
  { field: 'clientType', headerName: 'Type', minWidth: 120, sortable: false },
];

interface ClientSearchGridProps {
  rows: ClientSearchItem[];
  rowCount: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onOpen: (clientId: number) => void;
}

export function ClientSearchGrid({ onOpen, ...props }: ClientSearchGridProps) {
  return (
    <DataGrid
      {...props}
      label="Clients"
      columns={columns}
      paginationMode="server"
      sortingMode="server"
      sortingOrder={['asc', 'desc']}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      disableColumnFilter
      disableRowSelectionOnClick
      localeText={{ noRowsLabel: 'No clients match your search.' }}
      onRowClick={({ row }) => onOpen(row.id)}
      onCellKeyDown={({ row }, event) => {
        if (event.key === 'Enter') onOpen(row.id);
      }}
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, minHeight: 300 }}
    />
  );
}
