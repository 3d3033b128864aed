import TablePagination from '@mui/material/TablePagination';

export interface TablePagerProps {
  /** Rows in the whole list; -1 when only a lower bound is known. */
  total: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The page sizes to choose from; none: the size is fixed. */
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
}

/**
 * The page row under a list: where it is, the pages before and after, and the page size. Where
 * the row has no room (a phone), its page buttons wrap under it instead of leaving the screen.
 */
export function TablePager({
  total,
  page,
  pageSize,
  onPage,
  pageSizes = [],
  onPageSize,
}: TablePagerProps) {
  return (
    <TablePagination
      component="div"
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        '& .MuiTablePagination-spacer': { display: 'none' },
      }}
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPageSize?.(Number(event.target.value));
        onPage(0);
      }}
    />
  );
}
