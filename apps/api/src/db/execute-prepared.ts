import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './database';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a raw query as a named prepared statement (node-postgres; the embedded database runs it
 * as usual): PostgreSQL parses it once a connection and, after its first runs, may keep one
 * generic plan instead of planning it again each time. For a hot query whose planning costs
 * as much as its run (the routing decision's candidates). Named by a hash of its text, so two
 * texts never share a name.
 */
export async function executePrepared<Row>(tx: Tx, prefix: string, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  const prepared = tx._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
