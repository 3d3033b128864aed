import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_BOUND } from '@client-admin/domain/constants';
import type { Tx } from './database';

/**
 * Counts a list's matches up to the search bound and one more (decision 0019): a big month or
 * a long ledger is not walked a second time for a count nobody pages through. A query builder,
 * to run or to prepare (prepared-read.ts): the bound is built into the statement, the matches'
 * own values may be placeholders.
 */
export function boundedCountOf(tx: Tx, matches: Limitable) {
  const limited = matches.limit(SEARCH_COUNT_BOUND + 1).as('matches');
  return tx.select({ n: sql<number>`count(*)::int` }).from(limited);
}

/** A select builder's part boundedCountOf uses: limited, then named as a subquery. */
interface Limitable {
  limit(limit: number): { as(alias: string): Parameters<ReturnType<Tx['select']>['from']>[0] };
}

/**
 * The count of a page's matches, as boundedCountOf would answer it, without a second statement
 * when the page itself tells it: a page shorter than its limit, not past the end, is the list's
 * last, so its matches are the rows before it and its own (up to the bound and one more).
 * Otherwise `count` (a boundedCountOf, run or prepared) runs.
 */
export async function pageCount(
  page: { offset: number; limit: number; rows: number },
  count: () => PromiseLike<readonly { n: number }[]>,
): Promise<number> {
  const isLast = page.rows < page.limit && (page.rows > 0 || page.offset === 0);
  if (isLast) return Math.min(page.offset + page.rows, SEARCH_COUNT_BOUND + 1);
  const [counted] = await count();
  return counted?.n ?? 0;
}
