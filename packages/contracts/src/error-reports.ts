import { CLIENT_LIST_PAGE_SIZE } from '@client-admin/domain/constants';
import { z } from 'zod';
import { operation } from './call-table';
import { paged } from './common';
import { errorReportCalls } from './error-reports.calls';
import { integer, LENGTHS, pageQuery, pageSizeQuery, text } from './schema-builders';

export const ERROR_REPORT_KINDS = ['browser', 'request'] as const;

/** POST /api/errors: an error the browser met (a script error, or a failed request). */
export const createErrorReportRequest = z.object({
  message: text({
    max: LENGTHS.note,
    trim: true,
    error: 'Message is required',
    tooLong: 'Message must be at most 2000 characters',
  }).min(1, 'Message is required'),
  stack: text({
    max: LENGTHS.document,
    tooLong: 'Stack must be at most 20000 characters',
  }).nullish(),
  url: text({
    max: LENGTHS.url,
    error: 'URL is required',
    tooLong: 'URL must be at most 2000 characters',
  }),
  kind: z.enum(ERROR_REPORT_KINDS, { error: "Kind must be 'browser' or 'request'" }),
  status: integer({ min: 0, max: 599, message: 'Status must be an HTTP status' }).nullish(),
  at: z.iso.datetime({ offset: true, error: 'At must be a date and time' }),
});
export type CreateErrorReportRequest = z.infer<typeof createErrorReportRequest>;
export const createErrorReportResponse = z.object({ received: z.literal(true) });

export const errorReport = z.object({
  id: z.number().int(),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string(),
  kind: z.enum(ERROR_REPORT_KINDS),
  status: z.number().int().nullable(),
  at: z.string(),
  receivedAt: z.string(),
  userEmail: z.string(),
  userAgent: z.string(),
});
export type ErrorReport = z.infer<typeof errorReport>;

export const errorReportListQuery = z.object({
  page: pageQuery.default(1),
  pageSize: pageSizeQuery().default(CLIENT_LIST_PAGE_SIZE),
});
export type ErrorReportListQuery = z.infer<typeof errorReportListQuery>;
export const errorReportListResponse = paged(errorReport);
export const clearErrorReportsResponse = z.object({ deleted: z.number().int() });

export const errorReportOperations = {
  createErrorReport: operation(errorReportCalls.createErrorReport, {
    body: createErrorReportRequest,
    response: createErrorReportResponse,
    status: 202,
  }),
  listErrorReports: operation(errorReportCalls.listErrorReports, {
    query: errorReportListQuery,
    response: errorReportListResponse,
  }),
  clearErrorReports: operation(errorReportCalls.clearErrorReports, {
    response: clearErrorReportsResponse,
  }),
};
