import { buildApp, type App } from '../app';
import { openDatabase } from '../db/database';
import type { JobsOptions } from '../jobs/jobs.plugin';
import type { TestApp } from './test-app';

/**
 * Another API instance on the test app's PostgreSQL database, with its own connection pool, as a
 * second server would run it. PGlite has no second instance: it is one in-process connection.
 */
export async function buildSecondInstance(
  t: TestApp,
  options: { jobs?: JobsOptions } = {},
): Promise<{ app: App; close: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('a second instance needs DATABASE_URL');
  const { rows } = await t.app.database.executeSql('SELECT current_database() AS name');
  const url = new URL(serverUrl);
  url.pathname = `/${(rows[0] as { name: string }).name}`;
  // Its pool reports lost connections through the first instance's logger.
  const database = await openDatabase({
    ...t.config,
    databaseUrl: url.toString(),
    dataDir: null,
    logger: t.app.log,
  });
  const app = await buildApp({ config: t.config, database, jobs: options.jobs });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
