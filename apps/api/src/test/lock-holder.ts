import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';
import { rowsOf } from './expect-error';

/**
 * A session of its own on the test app's database (PostgreSQL only): it holds the locks that keep
 * a request's query in flight, and finds and ends the backends waiting on them, as a restart, a
 * failover or pg_terminate_backend ends a connection.
 */
export async function lockHolder(db: Database): Promise<pg.Client> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`SELECT current_database() AS name`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  const holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
  return holder;
}

/** The backends of the holder's database that wait on its lock in a query like this. */
export async function waitingBackends(
  holder: pg.Client,
  queryLike: string,
  count: number,
): Promise<number[]> {
  for (let attempt = 0; attempt < 400; attempt++) {
    // The holder is inside a transaction, which would see one snapshot of the statistics.
    await holder.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await holder.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND wait_event_type = 'Lock' AND query ILIKE $1`,
      [queryLike],
    );
    if (rows.length >= count) return rows.map((r) => r.pid);
    await sleep(25);
  }
  throw new Error(`${count} requests never waited in ${queryLike}`);
}

/** Ends these backends' connections. */
export async function terminate(holder: pg.Client, pids: number[]): Promise<void> {
  await holder.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
}
