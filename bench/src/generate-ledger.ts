import { sql } from 'drizzle-orm';
import type { Database } from '@client-admin/api/src/db/database';

/**
 * Transactions per statement. Each commits alone, and the deferred balance trigger then checks
 * every entry of it, so a batch stays moderate.
 */
const BATCH = 100_000;
/** One transaction in this many is the DEPOSIT that pays for the LEAD_CHARGEs of its block. */
const BLOCK = 20;
/** The ledger's movements are this far apart, newest a minute ago: 2.5M go back ~4.75 years. */
const SPACING_SECONDS = 60;
const CREATED_BY = 'bench';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Gives one client `entries` ledger entries (half as many transactions, each a `client` line and
 * its house line summing to zero, decision 0027) with set-based SQL: blocks of BLOCK movements of
 * one product, the oldest a DEPOSIT larger than the block's LEAD_CHARGEs, so the balance never
 * goes below its 0 limit at any moment; then sets the `balances` rows to the sum of the client's
 * `client` entries, as the ledger keeps them. Counts the bench's transactions first, so a second
 * run only adds what is missing. Returns how many entries the client has.
 */
export async function generateLedger(
  db: Database,
  clientId: number,
  entries: number,
): Promise<number> {
  const wanted = Math.ceil(entries / 2 / BLOCK) * BLOCK;
  const [existing] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM ledger_transactions
      WHERE client_id = ${clientId} AND created_by = ${CREATED_BY}`),
  );
  const have = existing?.n ?? 0;
  for (let start = have + 1; start <= wanted; start += BATCH) {
    const end = Math.min(start + BATCH - 1, wanted);
    // g numbers the movements back from now; a block is g in (k*BLOCK, (k+1)*BLOCK], its oldest
    // (g % BLOCK = 0) the DEPOSIT: 19 charges of at most $33.75 are less than its $675.
    await db.execute(sql`
      WITH t AS (
        INSERT INTO ledger_transactions (client_id, kind, product_type, amount_cents, description,
                                         card_check_number, created_by, create_date, created_at)
        SELECT ${clientId},
               CASE WHEN g % ${BLOCK} = 0 THEN 'DEPOSIT' ELSE 'LEAD_CHARGE' END,
               1 + ((g - 1) / ${BLOCK}) % 2,
               CASE WHEN g % ${BLOCK} = 0 THEN 67500 ELSE 1000 + (g % 20) * 125 END,
               CASE WHEN g % ${BLOCK} = 0 THEN 'Check deposit' ELSE 'Lead bench-' || g END,
               CASE WHEN g % ${BLOCK} = 0 THEN 'CHK' || g END,
               ${CREATED_BY},
               now() - (g * ${SPACING_SECONDS} || ' seconds')::interval,
               now() - (g * ${SPACING_SECONDS} || ' seconds')::interval
        FROM generate_series(${start}::int, ${end}::int) AS g
        RETURNING id, kind, product_type, amount_cents, create_date
      )
      INSERT INTO ledger_entries (transaction_id, account, client_id, product_type, amount_cents,
                                  create_date)
      SELECT t.id, e.account, ${clientId}, t.product_type, e.amount_cents, t.create_date
      FROM t CROSS JOIN LATERAL (VALUES
        ('client', CASE WHEN t.kind = 'DEPOSIT' THEN t.amount_cents ELSE -t.amount_cents END),
        (CASE WHEN t.kind = 'DEPOSIT' THEN 'cash-in' ELSE 'revenue' END,
         CASE WHEN t.kind = 'DEPOSIT' THEN -t.amount_cents ELSE t.amount_cents END)
      ) AS e(account, amount_cents)`);
    console.log(`  ${end * 2} of ${wanted * 2} ledger entries`);
  }
  await db.execute(sql`
    INSERT INTO balances (client_id, product_type, balance_cents)
    SELECT client_id, product_type, sum(amount_cents)
    FROM ledger_entries WHERE client_id = ${clientId} AND account = 'client'
    GROUP BY client_id, product_type
    ON CONFLICT (client_id, product_type) DO UPDATE SET balance_cents = EXCLUDED.balance_cents`);
  await db.execute(sql`ANALYZE ledger_transactions`);
  await db.execute(sql`ANALYZE ledger_entries`);
  const [total] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE client_id = ${clientId}`,
    ),
  );
  return total?.n ?? 0;
}
