import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteExecuteSql } from './pglite-execute-sql';

/** One type for both drivers: the services never know which PostgreSQL they talk to. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handed to repositories; it has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Raw SQL on the same connections, for libraries that bring their own queries (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  close: () => Promise<void>;
  /** An embedded database's contents as a tarball (PGlite only). */
  dump?: () => Promise<Blob>;
}

/**
 * Each connection's settings. No JIT: on a large database the routing decision's candidate query
 * is estimated above jit_above_cost and spent 58 ms compiling for a 5 ms run (decision 0047);
 * the API's statements are short, so compiling never pays.
 */
export const SESSION_OPTIONS = '-c jit=off';

/**
 * Where the pool reports a connection the server ended: the app's logger (pino, whose `err`
 * serializer keeps statement parameters out), never the console.
 */
export interface DatabaseLogger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/** A listener that throws stops the process as surely as none: a failed log write is dropped. */
function neverThrowing(write: () => void): void {
  try {
    write();
  } catch {
    // a destination closed at shutdown; the process carries on
  }
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  /** Connections to the DATABASE_URL server at most. */
  databasePoolSize: number;
  /** An embedded database's starting contents, a `dumpDataDir` tarball (the test suite's template). */
  embeddedDump?: Blob;
  logger: DatabaseLogger;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { logger } = options;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolSize,
      options: SESSION_OPTIONS,
    });
    // A client whose connection the server ends (restart, failover, pg_terminate_backend, a
    // dropped test database) emits 'error'; unhandled, that stops the process. The pool listens
    // only while a client is idle, so a checked-out one (a transaction) gets a listener too: its
    // query in flight fails alone (503), and the pool drops the dead client when it comes back.
    // The request's error handler logs that failure with its request id, so the checked-out
    // client's own line is only a debug one; an idle client's loss is nobody's request: a warning.
    const idleClientLost = (err: Error) =>
      neverThrowing(() => logger.warn({ err }, 'PostgreSQL connection lost (idle client)'));
    const checkedOutClientLost = (err: Error) =>
      neverThrowing(() => logger.debug({ err }, 'PostgreSQL connection lost (client in use)'));
    pool.on('error', idleClientLost);
    pool.on('acquire', (client) => client.on('error', checkedOutClientLost));
    pool.on('release', (_err, client) => client.removeListener('error', checkedOutClientLost));
    return {
      db: drizzlePg(pool, { casing: 'snake_case' }) as unknown as Database,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.embeddedDump ? { loadDataDir: options.embeddedDump } : {}),
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database,
    kind: 'pglite',
    executeSql: pgliteExecuteSql(client),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
