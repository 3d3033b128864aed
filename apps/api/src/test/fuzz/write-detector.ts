import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { rowsOf } from '../expect-error';

/**
 * The next transaction id not yet handed out. Every write (an insert, update or delete, even one
 * rolled back) takes a transaction id and so moves it; a read takes none. Only meaningful on a
 * database nothing else shares: on a server every database draws from the same counter.
 */
export async function nextTransactionId(database: DatabaseHandle): Promise<string> {
  const result = await database.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  const [row] = rowsOf<{ xmax: string }>(result);
  if (!row) throw new Error('no snapshot');
  return row.xmax;
}
