import { sql, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_COUNT_BOUND } from '@client-admin/domain/constants';
import type { Tx } from './database';

/**
 * Counts a list's matches up to the search bound and one more (decision 0019): a big month or
 * a long ledger is not walked a second time for a count nobody pages through.
 */
export async function boundedCount(tx: Tx, matches: SQLWrapper): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as n from (${matches} limit ${SEARCH_COUNT_BOUND + 1}) as matches`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}
