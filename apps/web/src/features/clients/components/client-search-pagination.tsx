import { useId } from 'react';
import { IconButton } from '../../../components/plain/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/plain/icons';
import text from '../../../components/plain/text.module.css';
import styles from './client-search-pagination.module.css';

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
    <div className={styles.pagination}>
      {!compact && (
        <div className={styles.pageSize}>
          <label htmlFor={sizeId}>Rows per page:</label>
          <select
            id={sizeId}
            className={styles.select}
            value={pageSize}
            onChange={(event) => onPageChange(1, Number(event.target.value))}
          >
            {/* A new page size starts from the first page; the old page may not exist any more. */}
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={text.body2}>{`${from}–${to} of ${count}`}</p>
      <div className={styles.arrows}>
        <IconButton
          aria-label="Go to previous page"
          title="Go to previous page"
          color="inherit"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1, pageSize)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label="Go to next page"
          title="Go to next page"
          color="inherit"
          disabled={lastPage}
          onClick={() => onPageChange(page + 1, pageSize)}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
    </div>
  );
}
