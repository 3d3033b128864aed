// The server the Playwright journeys run against: the built portal on a fresh database, seeded
// with the demo data. With E2E_DATABASE_URL (the suite passes the PostgreSQL server it tests the
// API on) that is a new database on that server, else an embedded one in a new folder: the
// server's own processes answer the journeys' queries beside the API instead of WASM in its
// event loop, which makes the journeys about a third faster (decision 0049).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runApiServer } from './api-process.mjs';

const port = process.env.E2E_PORT ?? '3100';

/** Drops and creates the journeys' database on the server of `serverUrl`; returns its URL. */
async function freshDatabase(serverUrl) {
  const url = new URL(serverUrl);
  const name = `client_admin_e2e_${port}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

const serverUrl = process.env.E2E_DATABASE_URL;
await runApiServer({
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  ...(serverUrl
    ? { DATABASE_URL: await freshDatabase(serverUrl) }
    : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'client-admin-e2e-')), DATABASE_URL: '' }),
  OIDC_ISSUER: '',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
});
