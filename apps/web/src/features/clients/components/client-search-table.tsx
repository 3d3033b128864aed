import type { KeyboardEvent, ReactNode } from 'react';
import type { ClientSearchItem } from '@client-admin/contracts/clients';
import { Surface } from '../../../components/plain/surface';
import { SortLabel, tableClasses } from '../../../components/plain/table';
import { ScrollCue } from '../../../components/scroll-cue';
import { parseSortBy } from '../utils/search-sort';
import { StatusChip } from './status-chip';
import { LoadingBar } from '../../../components/progress-bar';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

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
  loading: boolean;
  /** The search failed: its alert says why, so the rows are not "no match". */
  failed: boolean;
  /** The pager under the results (none before the first page has arrived). */
  pager: ReactNode;
  sortBy: string;
  onSort: (field: string) => void;
  onOpen: (clientId: number) => void;
}

/** A server-paged, server-sorted table of clients; a row opens on click or Enter. */
export function ClientSearchTable(props: ClientSearchTableProps) {
  const { rows, loading, failed, onOpen } = props;
  const sort = parseSortBy(props.sortBy);
  const openOnEnter = (event: KeyboardEvent, id: number) => {
    if (event.key === 'Enter') onOpen(id);
  };
  return (
    <Surface>
      <LoadingBar loading={loading} label="Loading clients" />
      <ScrollCue label="Clients">
        <table className={tableClasses.table} aria-label="Clients">
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={
                    column.sortField === sort.field ? ARIA_SORT[sort.direction] : undefined
                  }
                >
                  {column.sortField ? (
                    <SortLabel
                      active={column.sortField === sort.field}
                      direction={column.sortField === sort.field ? sort.direction : 'asc'}
                      onClick={() => props.onSort(column.sortField!)}
                    >
                      {column.header}
                    </SortLabel>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                tabIndex={0}
                className={tableClasses.clickableRow}
                onClick={() => onOpen(row.id)}
                onKeyDown={(event) => openOnEnter(event, row.id)}
              >
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && !loading && !failed && (
              <tr>
                <td colSpan={columns.length} className={tableClasses.emptyCell}>
                  No clients match your search.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollCue>
      {props.pager}
    </Surface>
  );
}
