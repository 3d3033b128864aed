import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { ensureSigningKeys } from '../adapters/identity/signing-keys';
import { loadConfig } from '../config';
import { openDatabase, type Database, type DatabaseLogger } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed/demo';
import { syncFeatureFlags } from '../db/seed/feature-flags';
import { syncReferenceData } from '../db/seed/reference-data';
import { databaseUrlOf, onServer, openTestDatabase, standaloneLogger } from './test-database';

/**
 * The suite's migrated and seeded database, made once before the API files run: each file then
 * starts from a copy (a PGlite data directory tarball, or a PostgreSQL template database)
 * instead of migrating and seeding its own, which cost several seconds a file.
 */
export type SeededTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
  }
}

/**
 * What `npm start` leaves in a new database: reference data, feature flags, the demo clients and
 * the embedded issuer's signing key (an RSA key generation a file saves).
 */
export async function seedTestData(db: Database): Promise<void> {
  await ensureSigningKeys(db);
  await syncReferenceData(db);
  await syncFeatureFlags(db);
  await seedDemoData(db);
}

/** Makes the template; the returned function removes it. */
export async function createSeededTemplate(): Promise<{
  template: SeededTemplate;
  dispose: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  const { databasePoolSize } = loadConfig();
  if (!serverUrl) {
    const handle = await openDatabase({
      databaseUrl: null,
      dataDir: null,
      databasePoolSize,
      logger: standaloneLogger,
    });
    await migrate(handle);
    await seedTestData(handle.db);
    const dump = await handle.dump!();
    await handle.close();
    const dir = await mkdtemp(path.join(tmpdir(), 'client-admin-template-'));
    const dumpFile = path.join(dir, 'seeded.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpFile },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const database = `client_admin_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${database}`);
  const handle = await openDatabase({
    databaseUrl: databaseUrlOf(serverUrl, database),
    dataDir: null,
    databasePoolSize,
    logger: standaloneLogger,
  });
  try {
    await migrate(handle);
    await seedTestData(handle.db);
  } finally {
    // A template takes copies only while nobody is connected to it.
    await handle.close();
  }
  return {
    template: { kind: 'postgres', database },
    dispose: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

/** A fresh copy of the seeded template (seeded in place when the suite made none). */
export async function openSeededTestDatabase(logger: DatabaseLogger) {
  const template = inject('seededTemplate');
  if (template) return openTestDatabase(template, logger);
  const handle = await openTestDatabase(undefined, logger);
  await seedTestData(handle.db);
  return handle;
}
