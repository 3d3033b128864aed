/** One error a browser met. */
export interface ErrorReportEntry {
  message: string;
  stack: string | null;
  url: string;
  kind: 'browser' | 'request';
  status: number | null;
  occurredAt: Date;
  userId: string | null;
  userEmail: string;
  userAgent: string;
}

/**
 * The error-reporting port. The embedded default keeps reports in the error_reports table (read
 * by developers at GET /api/errors); with SENTRY_DSN set they are also forwarded to Sentry.
 */
export interface ErrorReporter {
  readonly kind: string;
  report(entry: ErrorReportEntry): Promise<void>;
}
