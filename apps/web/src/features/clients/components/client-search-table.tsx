import type { KeyboardEvent, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ClientSearchItem } from '@client-admin/contracts/clients';
import { parseSortBy } from '../utils/search-sort';
import { ClientSearchPagination } from './client-search-pagination';
import { StatusChip } from './status-chip';
import { ProgressBar } from '../../../components/progress-bar';

/** Columns; sortField is the API's sortBy field (absent: not sortable). */
const columns: {
  header: string;
  sortField?: string;
  cell: (row: ClientSearchItem) => ReactNode;
}[] = [
  { header: 'ID', sortField: 'id', cell: (row) => row.id },
  { header: 'Name', sortField: 'fullName', cell: (row) => row.fullName },
  { header: 'E-mail', sortField: 'email', cell: (row) => row.email },
  { header: 'Phone', sortField: 'phone', cell: (row) => row.phone },
  { header: 'Agency', sortField: 'agency', cell: (row) => row.agencyName },
  {
    header: 'Status',
    sortField: 'status',
    cell: (row) => <StatusChip status={row.status} label={row.statusLabel} />,
  },
  { header: 'Type', cell: (row) => row.clientType },
];

interface ClientSearchTableProps {
  rows: ClientSearchItem[];
  totalRecords: number;
  /** More than totalRecords match: the count stopped at its bound. */
  totalIsLowerBound: boolean;
  loading: boolean;
  page: number;
  pageSize: number;
  sortBy: string;
  onPageChange: (page: number, pageSize: number) => void;
  onSort: (field: string) => void;
  onOpen: (clientId: number) => void;
}

/** A server-paged, server-sorted table of clients; a row opens on click or Enter. */
export function ClientSearchTable(props: ClientSearchTableProps) {
  const { rows, totalRecords, loading, page, pageSize, onPageChange, onOpen } = props;
  const sort = parseSortBy(props.sortBy);
  const openOnEnter = (event: KeyboardEvent, id: number) => {
    if (event.key === 'Enter') onOpen(id);
  };
  return (
    <Paper variant="outlined">
      {loading ? <ProgressBar label="Loading clients" /> : <div style={{ height: 4 }} />}
      <TableContainer>
        <Table size="small" aria-label="Clients">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  sortDirection={column.sortField === sort.field ? sort.direction : false}
                >
                  {column.sortField ? (
                    <TableSortLabel
                      active={column.sortField === sort.field}
                      direction={column.sortField === sort.field ? sort.direction : 'asc'}
                      onClick={() => props.onSort(column.sortField!)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                onClick={() => onOpen(row.id)}
                onKeyDown={(event) => openOnEnter(event, row.id)}
              >
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 6 }}>
                  No clients match your search.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ClientSearchPagination
        totalRecords={totalRecords}
        totalIsLowerBound={props.totalIsLowerBound}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
      />
    </Paper>
  );
}
