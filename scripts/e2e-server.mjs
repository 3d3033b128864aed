// The server the Playwright journeys run against: the built portal on a fresh embedded database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runApiServer } from './api-process.mjs';

const port = process.env.E2E_PORT ?? '3100';
await runApiServer({
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'client-admin-e2e-')),
  DATABASE_URL: '',
  OIDC_ISSUER: '',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
});
