import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '@client-admin/contracts/call-table';
import { clientCalls } from '@client-admin/contracts/clients.calls';
import { errorReportCalls } from '@client-admin/contracts/error-reports.calls';
import {
  createErrorReporter,
  PENDING_REPORTS_KEY,
  REQUEST_ERRORS_KEY,
  type SendReport,
} from './error-reporting';

vi.mock('./auth/stored-user', () => ({ readStoredUser: vi.fn(), isExpired: vi.fn() }));

const failure = (n: number) => ({
  method: 'GET',
  path: fillPath(clientCalls.getClient.path, { id: n }),
  status: 503,
  message: 'Service unavailable',
});

function setup(isProduction: boolean, sent = true) {
  const send = vi.fn<SendReport>(async () => sent);
  const reporter = createErrorReporter({
    isProduction,
    send,
    storage: localStorage,
    now: () => new Date('2026-01-02T03:04:05Z'),
    location: () => 'http://localhost/ad',
  });
  return { send, reporter };
}

describe('error reporting', () => {
  beforeEach(() => localStorage.clear());

  it('in production, more than 10 stored request errors go out as one report and are cleared', async () => {
    const { send, reporter } = setup(true);
    for (let n = 1; n <= 10; n += 1) await reporter.recordRequestError(failure(n));
    expect(send).not.toHaveBeenCalled();
    expect(reporter.storedRequestErrors()).toHaveLength(10);

    await reporter.recordRequestError(failure(11));
    expect(send).toHaveBeenCalledTimes(1);
    const report = send.mock.calls[0]![0];
    expect(report).toMatchObject({
      kind: 'request',
      message: '11 failed requests',
      url: 'http://localhost/ad',
      status: 503,
      at: '2026-01-02T03:04:05.000Z',
    });
    expect(report.stack?.split('\n')).toHaveLength(11);
    expect(localStorage.getItem(REQUEST_ERRORS_KEY)).toBeNull();
  });

  it('outside production the request errors only accumulate', async () => {
    const { send, reporter } = setup(false);
    for (let n = 1; n <= 12; n += 1) await reporter.recordRequestError(failure(n));
    expect(send).not.toHaveBeenCalled();
    expect(reporter.storedRequestErrors()).toHaveLength(12);
  });

  it('keeps only 5xx answers and network errors, never the error endpoint itself', async () => {
    const { reporter } = setup(false);
    await reporter.recordRequestError({ ...failure(1), status: 404 });
    await reporter.recordRequestError({ ...failure(2), status: 400 });
    await reporter.recordRequestError({
      ...failure(3),
      path: errorReportCalls.createErrorReport.path,
      status: 500,
    });
    await reporter.recordRequestError({ ...failure(4), status: 0 });
    await reporter.recordRequestError({ ...failure(5), status: 500 });
    expect(reporter.storedRequestErrors().map((e) => e.status)).toEqual([0, 500]);
  });

  it('without a token a browser error waits in localStorage and goes out with the next report', async () => {
    const { send, reporter } = setup(true, false);
    await reporter.reportBrowserError(new TypeError('x is undefined'));
    expect(reporter.pendingReports()).toHaveLength(1);
    expect(reporter.pendingReports()[0]).toMatchObject({
      kind: 'browser',
      message: 'TypeError: x is undefined',
    });

    send.mockResolvedValue(true);
    await reporter.reportBrowserError('second');
    expect(send).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem(PENDING_REPORTS_KEY)).toBeNull();
  });
});
