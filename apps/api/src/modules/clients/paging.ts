import type { PageMeta } from '@client-admin/contracts/common';
import { SEARCH_COUNT_BOUND } from '@client-admin/domain/constants';

/** Rows to skip for a 1-based page. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A page's meta; `totalIsLowerBound` when the count stopped at a bound (more rows exist). */
export const pageMeta = (
  page: number,
  pageSize: number,
  totalRecords: number,
  totalIsLowerBound = false,
): PageMeta => ({
  page,
  pageSize,
  totalRecords,
  totalPages: Math.ceil(totalRecords / pageSize),
  ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
});

/** The meta of a count that stopped past the search bound (decision 0019): then a lower bound. */
export const boundedPageMeta = (page: number, pageSize: number, counted: number): PageMeta =>
  pageMeta(page, pageSize, Math.min(counted, SEARCH_COUNT_BOUND), counted > SEARCH_COUNT_BOUND);
