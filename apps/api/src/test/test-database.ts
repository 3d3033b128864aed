import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle, type DatabaseLogger } from '../db/database';
import { migrate } from '../db/migrate';
import { createAppLogger } from '../logger';
import type { SeededTemplate } from './seeded-template';

/**
 * A database without an app reports a lost connection as the server would, through the app's
 * logger (to stderr, warnings only).
 */
export const standaloneLogger: DatabaseLogger = createAppLogger({
  level: 'warn',
  stream: process.stderr,
});

/**
 * A fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set, a new
 * database on that PostgreSQL server, dropped again on close. Migrated, or a copy of the suite's
 * seeded template when one is given.
 */
export async function openTestDatabase(
  template?: SeededTemplate,
  logger: DatabaseLogger = standaloneLogger,
): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const { databasePoolSize } = loadConfig();
  if (!serverUrl) {
    const embeddedDump =
      template?.kind === 'pglite' ? new Blob([await readFile(template.dumpFile)]) : undefined;
    const handle = await openDatabase({
      databaseUrl: null,
      dataDir: null,
      databasePoolSize,
      embeddedDump,
      logger,
    });
    if (!embeddedDump) await migrate(handle);
    return handle;
  }
  const name = `client_admin_test_${randomBytes(6).toString('hex')}`;
  const copyOf = template?.kind === 'postgres' ? template.database : null;
  await onServer(serverUrl, `CREATE DATABASE ${name}${copyOf ? ` TEMPLATE ${copyOf}` : ''}`);
  const handle = await openDatabase({
    databaseUrl: databaseUrlOf(serverUrl, name),
    dataDir: null,
    databasePoolSize,
    logger,
  });
  if (!copyOf) await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the server's default database (CREATE and DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
