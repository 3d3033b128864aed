import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** One type for both drivers: the services never know which PostgreSQL they talk to. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handed to repositories; it has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle client whose connection the server ends (restart, failover, a dropped test
    // database) emits 'error'; unhandled, it would stop the process. The pool replaces it.
    pool.on('error', (err) => console.error('PostgreSQL idle connection lost:', err.message));
    return {
      db: drizzlePg(pool, { casing: 'snake_case' }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}
