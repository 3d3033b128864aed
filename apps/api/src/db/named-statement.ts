import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Tx } from './database';
import { sessionOf } from './tx-session';

/**
 * Runs a statement as a named prepared statement, named by its text: PostgreSQL parses it once
 * a connection, and after five runs keeps a generic plan when that costs no more than the plans
 * made for each run's values, so later runs skip planning (decision 0047). Only for statements
 * whose best plan does not depend on their values (look-ups by keys); the candidate query is not
 * one. Answers what `tx.execute` answers. PGlite runs it as it runs any statement.
 */
export function executeNamed(tx: Tx, query: SQL): Promise<unknown> {
  const session = sessionOf(tx);
  const built = session.dialect.sqlToQuery(query);
  const name = `n_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
