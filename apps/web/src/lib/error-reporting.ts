import { errorReportCalls } from '@client-admin/contracts/error-reports.calls';
import type { CreateErrorReportRequest } from '@client-admin/contracts/error-reports';
import { isExpired, readStoredUser } from './auth/stored-user';

/**
 * Error reporting (seed 000 §7 'Other', §8): script errors and unhandled rejections go to
 * POST /api/errors at once; failed requests (5xx, no response) are stored in localStorage and, in
 * production builds, more than 10 stored are reported in one batch and cleared. Without a token the
 * reports wait in localStorage for the next chance. Talks to the API with fetch, not lib/http
 * (which calls this module on its failure path).
 */
export type ErrorReport = CreateErrorReportRequest;

export interface StoredRequestError {
  method: string;
  path: string;
  status: number;
  message: string;
  at: string;
}

export const REQUEST_ERRORS_KEY = 'client-admin.request-errors';
export const PENDING_REPORTS_KEY = 'client-admin.pending-error-reports';
/** Seed 000 §8: more than this many stored request errors are reported (production only). */
export const REQUEST_ERROR_BATCH_THRESHOLD = 10;
const MAX_STORED = 50;
const MAX_BROWSER_REPORTS_PER_PAGE = 20;
const ERRORS_PATH = errorReportCalls.createErrorReport.path.toLowerCase();

/** Sends one report; answers false when it could not be sent (no token, no answer). */
export type SendReport = (report: ErrorReport) => Promise<boolean>;

export interface ErrorReporterOptions {
  isProduction: boolean;
  send: SendReport;
  storage?: Storage;
  now?: () => Date;
  location?: () => string;
}

function readList<T>(storage: Storage, key: string): T[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function writeList<T>(storage: Storage, key: string, list: T[]) {
  try {
    if (list.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(list.slice(-MAX_STORED)));
  } catch {
    // A full or blocked storage loses the report; reporting must never break the page.
  }
}

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function createErrorReporter(options: ErrorReporterOptions) {
  const storage = options.storage ?? localStorage;
  const now = options.now ?? (() => new Date());
  const here = options.location ?? (() => window.location.href);
  let browserReports = 0;
  let flushing: Promise<void> | null = null;

  /** Reports waiting for a token are sent, oldest first, until one fails. */
  function flushPending(): Promise<void> {
    flushing ??= (async () => {
      const pending = readList<ErrorReport>(storage, PENDING_REPORTS_KEY);
      let sent = 0;
      for (const report of pending) {
        if (!(await options.send(report).catch(() => false))) break;
        sent += 1;
      }
      if (sent > 0) {
        // Reports queued while sending stay queued.
        writeList(storage, PENDING_REPORTS_KEY, readList(storage, PENDING_REPORTS_KEY).slice(sent));
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function report(report: ErrorReport): Promise<void> {
    const clean: ErrorReport = {
      ...report,
      message: truncate(report.message || 'Unknown error', 2000),
      url: truncate(report.url, 2000),
      ...(report.stack ? { stack: truncate(report.stack, 20_000) } : {}),
    };
    if (await options.send(clean).catch(() => false)) {
      await flushPending();
      return;
    }
    writeList(storage, PENDING_REPORTS_KEY, [
      ...readList<ErrorReport>(storage, PENDING_REPORTS_KEY),
      clean,
    ]);
  }

  /** A script error or unhandled rejection of this page. */
  function reportBrowserError(error: unknown, fallbackMessage = 'Unknown error'): Promise<void> {
    if (browserReports >= MAX_BROWSER_REPORTS_PER_PAGE) return Promise.resolve();
    browserReports += 1;
    const message =
      error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? fallbackMessage);
    return report({
      kind: 'browser',
      message,
      stack: error instanceof Error ? (error.stack ?? null) : null,
      url: here(),
      at: now().toISOString(),
    });
  }

  /** The stored request errors as one report. */
  function batchReport(errors: StoredRequestError[]): ErrorReport {
    const last = errors[errors.length - 1];
    return {
      kind: 'request',
      message: `${errors.length} failed requests`,
      stack: errors
        .map((e) => `${e.at} ${e.method} ${e.path} ${e.status || 'no response'} ${e.message}`)
        .join('\n'),
      url: here(),
      status: last?.status ?? null,
      at: now().toISOString(),
    };
  }

  /**
   * A failed request: only 5xx answers and no answer at all are kept (a 4xx is the user's input).
   * Calls to the error endpoint itself are never recorded.
   */
  async function recordRequestError(error: Omit<StoredRequestError, 'at'>): Promise<void> {
    const serverSide = error.status === 0 || error.status >= 500;
    if (!serverSide || error.path.toLowerCase().startsWith(ERRORS_PATH)) return;
    const stored = [
      ...readList<StoredRequestError>(storage, REQUEST_ERRORS_KEY),
      { ...error, at: now().toISOString() },
    ];
    if (options.isProduction && stored.length > REQUEST_ERROR_BATCH_THRESHOLD) {
      writeList(storage, REQUEST_ERRORS_KEY, []);
      await report(batchReport(stored));
      return;
    }
    writeList(storage, REQUEST_ERRORS_KEY, stored);
  }

  return {
    reportBrowserError,
    recordRequestError,
    flushPending,
    storedRequestErrors: () => readList<StoredRequestError>(storage, REQUEST_ERRORS_KEY),
    pendingReports: () => readList<ErrorReport>(storage, PENDING_REPORTS_KEY),
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

/** POST /api/errors with the stored token; never renews it and never sends the user to login. */
export const sendWithStoredToken: SendReport = async (report) => {
  const user = await readStoredUser();
  if (!user || isExpired(user)) return false;
  const response = await fetch(errorReportCalls.createErrorReport.path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${user.access_token}`,
    },
    body: JSON.stringify(report),
  });
  // A 400 will not pass later either: drop it rather than keep it forever.
  return response.ok || response.status === 400;
};

let reporter: ErrorReporter | null = null;

function defaultReporter(): ErrorReporter {
  reporter ??= createErrorReporter({
    isProduction: import.meta.env.PROD,
    send: sendWithStoredToken,
  });
  return reporter;
}

/** Called by lib/http on a failed call. */
export function recordRequestError(error: Omit<StoredRequestError, 'at'>): void {
  if (typeof localStorage === 'undefined') return;
  defaultReporter()
    .recordRequestError(error)
    .catch(() => undefined);
}

/** Reports an error a screen caught (e.g. the seed's 'also reported to error tracking'). */
export function reportError(error: unknown): void {
  defaultReporter()
    .reportBrowserError(error)
    .catch(() => undefined);
}

const IGNORED = new Set(['AbortError', 'SignInRequiredError']);

/** Listens for script errors and unhandled rejections, and sends what waited for a token. */
export function installErrorReporting(): void {
  const errors = defaultReporter();
  window.addEventListener('error', (event) => {
    void errors.reportBrowserError(event.error ?? event.message, event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && IGNORED.has(reason.name)) return;
    void errors.reportBrowserError(reason, 'Unhandled promise rejection');
  });
  void errors.flushPending().catch(() => undefined);
}
