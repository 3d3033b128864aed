import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  errorReportOperations,
  type ErrorReportListQuery,
} from '@client-admin/contracts/error-reports';
import { callQuery } from '../../../lib/call-query';
import { errorReportKeys } from './query-keys';

/** Newest first. */
export const errorReportsQueryOptions = (params: ErrorReportListQuery) =>
  queryOptions({
    ...callQuery(errorReportKeys.list(params), errorReportOperations.listErrorReports, {
      query: params,
    }),
    placeholderData: keepPreviousData,
  });

export function useErrorReports(params: ErrorReportListQuery) {
  return useQuery(errorReportsQueryOptions(params));
}
