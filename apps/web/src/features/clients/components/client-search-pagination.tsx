import TablePagination from '@mui/material/TablePagination';

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

interface ClientSearchPaginationProps {
  totalRecords: number;
  /** The count stopped at its bound: the label says "more than". */
  totalIsLowerBound?: boolean;
  page: number;
  pageSize: number;
  /** Narrow screens keep only the page arrows: the page-size picker would not fit. */
  compact?: boolean;
  onPageChange: (page: number, pageSize: number) => void;
}

/** The search's pages (1-based, as the API counts them) and page size. */
export function ClientSearchPagination(props: ClientSearchPaginationProps) {
  const { totalRecords, totalIsLowerBound = false, page, pageSize, compact = false } = props;
  const { onPageChange } = props;
  return (
    <TablePagination
      component="div"
      count={totalRecords}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={compact ? [] : PAGE_SIZE_OPTIONS}
      labelDisplayedRows={({ from, to, count }) =>
        `${from}–${to} of ${totalIsLowerBound ? `more than ${count.toLocaleString('en-US')}` : count}`
      }
      onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1, pageSize)}
      // A new page size starts from the first page; the old page may not exist any more.
      onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
    />
  );
}
