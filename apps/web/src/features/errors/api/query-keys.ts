import type { ErrorReportListQuery } from '@client-admin/contracts/error-reports';

/** Query keys of the error report screen; clearing refreshes every page under `all`. */
export const errorReportKeys = {
  all: ['error-reports'] as const,
  list: (query: ErrorReportListQuery) => ['error-reports', query] as const,
};
