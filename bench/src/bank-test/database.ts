import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes a fresh database `bank_test_<random>` on the server; answers its name. */
export async function createDatabase(serverUrl: string): Promise<string> {
  const name = `bank_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return name;
}

/** Drops the database, ending whatever connections are still open to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** One connection to the test database, for the fixtures and the final checks. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // A backend ended under it must not end the test.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
