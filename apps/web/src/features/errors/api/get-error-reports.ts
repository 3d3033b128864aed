import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  errorReportOperations,
  type ErrorReportListQuery,
} from '@client-admin/contracts/error-reports';
import { callApi } from '../../../lib/call-api';
import { errorReportKeys } from './query-keys';

/** Newest first. */
export function getErrorReports(params: ErrorReportListQuery, signal?: AbortSignal) {
  return callApi(errorReportOperations.listErrorReports, { query: params, signal });
}

export const errorReportsQueryOptions = (params: ErrorReportListQuery) =>
  queryOptions({
    queryKey: errorReportKeys.list(params),
    queryFn: ({ signal }) => getErrorReports(params, signal),
    placeholderData: keepPreviousData,
  });

export function useErrorReports(params: ErrorReportListQuery) {
  return useQuery(errorReportsQueryOptions(params));
}
