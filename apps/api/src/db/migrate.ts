import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './database';
import { loadGeography } from './geography/load-geography';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Runs the committed migrations in this process (PGlite has one connection), then loads the
 * geography their tables wait for (decision 0025). Throws on failure.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await loadGeography(handle.db);
}
