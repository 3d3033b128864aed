import { z } from 'zod';
import { paged } from './common';

export const ERROR_REPORT_KINDS = ['browser', 'request'] as const;

/** POST /api/errors: an error the browser met (a script error, or a failed request). */
export const createErrorReportRequest = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(2000, 'Message must be at most 2000 characters'),
  stack: z.string().max(20_000, 'Stack must be at most 20000 characters').nullish(),
  url: z.string({ error: 'URL is required' }).max(2000, 'URL must be at most 2000 characters'),
  kind: z.enum(ERROR_REPORT_KINDS, { error: "Kind must be 'browser' or 'request'" }),
  status: z.number().int().min(0).max(599, 'Status must be an HTTP status').nullish(),
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
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const errorReportListResponse = paged(errorReport);
export const clearErrorReportsResponse = z.object({ deleted: z.number().int() });
