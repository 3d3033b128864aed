import { useMemo } from 'react';
import Link from '@mui/material/Link';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import type { LeadCreditItem } from '@client-admin/contracts/credits';
import type { LeadCreditSort } from '@client-admin/domain/credits/credit-constants';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { sortByOf, sortModelOf } from '../utils/credit-sort';
import { DATA_GRID_SCROLLER, ScrollCue } from '../../../components/scroll-cue';

interface CreditsGridProps {
  rows: LeadCreditItem[];
  total: number;
  loading: boolean;
  emptyText: string;
  pagination: GridPaginationModel;
  onPagination: (model: GridPaginationModel) => void;
  sortBy: LeadCreditSort;
  onSortBy: (sortBy: LeadCreditSort) => void;
  /** Pending rows can be picked for a decision. */
  selectable: boolean;
  selection: GridRowSelectionModel;
  onSelection: (model: GridRowSelectionModel) => void;
  onOpen: (id: number) => void;
}

const PAGE_SIZES = [10, 25, 50, 100];

/** The credit requests, paged and sorted by the server; a row opens its detail. */
export function CreditsGrid(props: CreditsGridProps) {
  const { onOpen, sortBy } = props;
  // A new model each render reads to the grid as a new order, which sends it to the first page.
  const sortModel = useMemo(() => sortModelOf(sortBy), [sortBy]);
  const columns = useMemo<GridColDef<LeadCreditItem>[]>(
    () => [
      {
        field: 'requestDate',
        headerName: 'Requested',
        minWidth: 190,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'clientName',
        headerName: 'Client',
        minWidth: 180,
        flex: 1,
        renderCell: ({ row, tabIndex }) => (
          <Link
            component="button"
            type="button"
            tabIndex={tabIndex}
            aria-label={`${row.clientName}: open credit request ${row.id}`}
            onClick={() => onOpen(row.id)}
          >
            {row.clientName}
          </Link>
        ),
      },
      { field: 'serviceType', headerName: 'Lead type', minWidth: 100, sortable: false },
      { field: 'reasonText', headerName: 'Reason', minWidth: 200, flex: 1 },
      {
        field: 'price',
        headerName: 'Price',
        type: 'number',
        minWidth: 100,
        valueFormatter: (value: number) => formatPrice(value),
      },
      { field: 'requester', headerName: 'Requested by', minWidth: 160, sortable: false },
      { field: 'status', headerName: 'Status', minWidth: 110, sortable: false },
    ],
    [onOpen],
  );
  return (
    <ScrollCue scroller={DATA_GRID_SCROLLER}>
      <DataGrid
        label="Credit requests"
        rows={props.rows}
        rowCount={props.total}
        columns={columns}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        sortingOrder={['desc', 'asc']}
        paginationModel={props.pagination}
        onPaginationModelChange={props.onPagination}
        pageSizeOptions={PAGE_SIZES}
        sortModel={sortModel}
        onSortModelChange={(model) => props.onSortBy(sortByOf(model))}
        checkboxSelection={props.selectable}
        isRowSelectable={({ row }) => row.status === 'Pending'}
        rowSelectionModel={props.selection}
        onRowSelectionModelChange={props.onSelection}
        disableRowSelectionOnClick
        onCellClick={({ field, id }) => field !== '__check__' && onOpen(Number(id))}
        disableColumnFilter
        localeText={{ noRowsLabel: props.emptyText }}
        sx={{ minHeight: 300, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </ScrollCue>
  );
}
