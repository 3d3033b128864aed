import type { PageMeta } from '@client-admin/contracts/common';

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
