import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrate } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new database on that PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const { databasePoolSize } = loadConfig();
  if (!serverUrl) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: null, databasePoolSize });
    await migrate(handle);
    return handle;
  }
  const name = `client_admin_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: null,
    databasePoolSize,
  });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
