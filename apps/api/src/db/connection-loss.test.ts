import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { channels } from './schema/channels';
import { clientLogs } from './schema/clients';
import { buildTestApp, type TestApp } from '../test/test-app';
import type { RequestHeaders } from '../test/test-requests';
import { lockHolder, terminate, waitingBackends } from '../test/lock-holder';

/**
 * The server ends the connections of requests that are running a query, as a restart, a failover
 * or pg_terminate_backend does. Those requests get a 503; the process and every later request
 * carry on. A checked-out client without an 'error' listener would stop a real process with an
 * uncaught exception; the test runner only reports one, so each test checks that none came.
 * The pool reports a lost connection through the app's logger, never on the console.
 */
describe.skipIf(!process.env.DATABASE_URL)('a database connection lost under a request', () => {
  let t: TestApp;
  let cs: RequestHeaders;
  let agent: RequestHeaders;
  /** The test's own session: it holds the locks that keep the requests' queries in flight. */
  let locker: pg.Client;
  /** Exceptions that would have stopped a real process. */
  const uncaught: unknown[] = [];
  const recordUncaught = (err: unknown) => uncaught.push(err);
  /** The app's log, one JSON line each, and whatever went to the console instead. */
  const logLines: string[] = [];
  const consoleError = vi.spyOn(console, 'error');

  beforeAll(async () => {
    t = await buildTestApp(
      { logLevel: 'debug' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
    cs = await t.as('cs@example.com');
    agent = await t.as('agent@example.com');
    locker = await lockHolder(t.app.database.db);
    process.on('uncaughtException', recordUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    consoleError.mockRestore();
    await locker?.end();
    await t?.close();
  });
  // A failed test may have left its lock held.
  beforeEach(() => locker.query('ROLLBACK'));
  afterEach(() => {
    expect(uncaught.splice(0)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  type LogLine = { level: number; msg: string; reqId?: string; err?: { code?: string } };
  /** The log lines written since `from` whose message starts with `msg`. */
  const logged = (from: number, msg: string) =>
    logLines
      .slice(from)
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg.startsWith(msg));

  function expectConnectionLost(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database connection was lost; please try again.',
    });
  }

  it('503s a write whose transaction is cut mid-way, writes nothing, and serves the retry', async () => {
    const [channel] = await t.app.database.db
      .select()
      .from(channels)
      .where(and(eq(channels.clientId, 1), eq(channels.status, 'ACTIVE')))
      .limit(1);
    const pauseBody = { clientQuoteTypeId: channel!.id, duration: 30 };
    const pausedLogs = () =>
      t.app.database.db
        .select()
        .from(clientLogs)
        .where(and(eq(clientLogs.clientId, 1), eq(clientLogs.action, 'CHANNEL_PAUSED')));
    const logsBefore = (await pausedLogs()).length;

    // The pause updates the channel, then waits to insert its audit row.
    const logFrom = logLines.length;
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE client_logs IN SHARE MODE');
    const pausing = t.post('/api/LeadType/pause', agent, pauseBody);
    await terminate(locker, await waitingBackends(locker, 'insert into "client_logs"%', 1));
    expectConnectionLost(await pausing);
    await locker.query('ROLLBACK');
    // The request logs the failure with its id; the transaction's client, at most at debug.
    expect(logged(logFrom, 'database connection lost')).toMatchObject([
      { level: 40, reqId: expect.any(String) },
    ]);
    for (const line of logged(logFrom, 'PostgreSQL connection lost')) {
      expect(line.level).toBeLessThan(40);
    }

    const [after] = await t.app.database.db
      .select()
      .from(channels)
      .where(eq(channels.id, channel!.id));
    expect(after).toMatchObject({
      status: 'ACTIVE',
      version: channel!.version,
      temporaryPause: null,
    });
    expect(await pausedLogs()).toHaveLength(logsBefore);

    const retried = await t.post('/api/LeadType/pause', agent, pauseBody);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: channel!.id, status: 'PAUSE' });
    expect(await pausedLogs()).toHaveLength(logsBefore + 1);
  });

  it('503s every request whose query is cut, and answers the next ones', async () => {
    const logFrom = logLines.length;
    // Every signed-in request first reads its caller from users, outside a transaction.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const searches = [1, 2, 3].map(() => t.get('/api/clients/search?q=a', cs));
    await terminate(locker, await waitingBackends(locker, '%from "users"%', searches.length));
    for (const res of await Promise.all(searches)) expectConnectionLost(res);
    await locker.query('ROLLBACK');

    // Each request logs its failure once, with its request id; the pool adds no warning of its
    // own for a client a request held (at most a debug line).
    const failures = logged(logFrom, 'database connection lost');
    expect(failures).toHaveLength(searches.length);
    for (const line of failures) {
      expect(line).toMatchObject({ level: 40, reqId: expect.any(String) });
      expect(JSON.stringify(line.err)).toContain('57P01');
    }
    for (const line of logged(logFrom, 'PostgreSQL connection lost')) {
      expect(line.level).toBeLessThan(40);
    }

    const answers = await Promise.all([1, 2, 3].map(() => t.get('/api/clients/search?q=a', cs)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
  });

  it('logs the loss of an idle connection as a warning through the app logger', async () => {
    // A few requests at once leave several of the pool's connections idle.
    const warmed = await Promise.all([1, 2, 3].map(() => t.get('/api/clients/search?q=a', cs)));
    for (const res of warmed) expect(res.statusCode, res.body).toBe(200);
    const logFrom = logLines.length;
    const { rows } = await locker.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    await terminate(
      locker,
      rows.map((r) => r.pid),
    );

    let lines: LogLine[] = [];
    for (let attempt = 0; attempt < 200 && lines.length < rows.length; attempt++) {
      await sleep(25);
      lines = logged(logFrom, 'PostgreSQL connection lost');
    }
    expect(lines).toHaveLength(rows.length);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 40, msg: 'PostgreSQL connection lost (idle client)' });
      expect(line.reqId).toBeUndefined();
      expect(line.err?.code).toBe('57P01');
    }

    const after = await t.get('/api/clients/search?q=a', cs);
    expect(after.statusCode, after.body).toBe(200);
  });
});
