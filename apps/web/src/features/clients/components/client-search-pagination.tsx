import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

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

/**
 * The search's pages (1-based, as the API counts them) and page size. It looks and reads as MUI's
 * TablePagination, written out because TablePagination brings its Select, Menu, Modal, Tooltip
 * and Popper (about 30 KB gzipped) onto client services' first screen; the page size is a native
 * select.
 */
export function ClientSearchPagination(props: ClientSearchPaginationProps) {
  const { totalRecords, totalIsLowerBound = false, page, pageSize, compact = false } = props;
  const { onPageChange } = props;
  const sizeId = useId();
  const from = totalRecords === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalRecords, page * pageSize);
  const count = totalIsLowerBound
    ? `more than ${totalRecords.toLocaleString('en-US')}`
    : totalRecords;
  const lastPage = page >= Math.ceil(totalRecords / pageSize);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 2 },
        minHeight: 52,
        px: 2,
        typography: 'body2',
      }}
    >
      {!compact && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <label htmlFor={sizeId}>Rows per page:</label>
          <Box
            component="select"
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageChange(1, Number(event.target.value))}
            sx={{
              font: 'inherit',
              color: 'inherit',
              bgcolor: 'transparent',
              border: 0,
              borderRadius: 1,
              py: 0.5,
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {/* A new page size starts from the first page; the old page may not exist any more. */}
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {`${from}–${to} of ${count}`}
      </Typography>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <IconButton
          aria-label="Go to previous page"
          title="Go to previous page"
          color="inherit"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1, pageSize)}
        >
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton
          aria-label="Go to next page"
          title="Go to next page"
          color="inherit"
          disabled={lastPage}
          onClick={() => onPageChange(page + 1, pageSize)}
        >
          <KeyboardArrowRight />
        </IconButton>
      </Box>
    </Box>
  );
}
