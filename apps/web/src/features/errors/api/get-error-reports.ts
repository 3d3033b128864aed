import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorReportListResponse } from '@client-admin/contracts/error-reports';
import { api } from '../../../lib/http';

export type ErrorReportPage = z.infer<typeof errorReportListResponse>;

/** GET /api/errors?page&pageSize (developers): newest first. */
export function getErrorReports(params: { page: number; pageSize: number }, signal?: AbortSignal) {
  return api<ErrorReportPage>('/api/errors', {
    query: params,
    schema: errorReportListResponse,
    signal,
  });
}

export const errorReportsQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['error-reports', params],
    queryFn: ({ signal }) => getErrorReports(params, signal),
    placeholderData: keepPreviousData,
  });

export function useErrorReports(params: { page: number; pageSize: number }) {
  return useQuery(errorReportsQueryOptions(params));
}
