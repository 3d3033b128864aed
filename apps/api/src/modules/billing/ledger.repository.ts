import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { balanceKey, type LedgerEntry } from '@client-admin/domain/billing/ledger-entries';
import { DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import { TIME_ZONES } from '@client-admin/domain/time-zones';
import { boundedCountOf } from '../../db/bounded-count';
import type { Tx } from '../../db/database';
import { placeholder, preparedRead } from '../../db/prepared-read';
import { balances, ledgerEntries, ledgerTransactions } from '../../db/schema/billing';

/**
 * The only repository of the ledger tables (ledger_transactions, ledger_entries, balances,
 * month_spends): the writes `ledger.service.ts` makes, and the reads of the billing calls.
 */
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type NewLedgerTransaction = typeof ledgerTransactions.$inferInsert;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type BalanceRow = typeof balances.$inferSelect;

interface BalanceKey {
  clientId: number;
  productType: number;
}

/**
 * Locks the balances a movement changes, creating missing ones at 0, in the order given (the
 * ledger's fixed client, product order, so two movements never wait on each other in a circle).
 * With skipLocked, balances another transaction holds are left out instead of waited for. The
 * balances are locked first and only the ones not found are inserted (the common case, every
 * balance there, is one statement).
 */
export async function lockBalances(
  tx: Tx,
  keys: readonly BalanceKey[],
  options: { skipLocked?: boolean } = {},
): Promise<BalanceRow[]> {
  if (keys.length === 0) return [];
  const lock = () =>
    tx
      .select()
      .from(balances)
      .where(
        and(
          inArray(balances.clientId, [...new Set(keys.map((k) => k.clientId))]),
          inArray(balances.productType, [...new Set(keys.map((k) => k.productType))]),
        ),
      )
      .orderBy(balances.clientId, balances.productType)
      .for('update', options.skipLocked ? { skipLocked: true } : {});
  let rows = await lock();
  const found = new Set(rows.map(balanceKey));
  const missing = keys.filter((k) => !found.has(balanceKey(k)));
  if (missing.length > 0) {
    await tx
      .insert(balances)
      .values(missing.map((k) => ({ clientId: k.clientId, productType: k.productType })))
      .onConflictDoNothing();
    rows = await lock();
  }
  const wanted = new Set(keys.map(balanceKey));
  return rows.filter((row) => wanted.has(balanceKey(row)));
}

/** The transactions in the order given (ids follow the order of the rows inserted). */
export async function insertTransactions(
  tx: Tx,
  values: readonly NewLedgerTransaction[],
): Promise<LedgerTransactionRow[]> {
  const rows = await tx
    .insert(ledgerTransactions)
    .values([...values])
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Each transaction's entries, dated as their transaction; all in one statement. */
export async function insertEntries(
  tx: Tx,
  postings: readonly {
    transaction: Pick<LedgerTransactionRow, 'id' | 'createDate'>;
    entries: readonly LedgerEntry[];
  }[],
): Promise<LedgerEntryRow[]> {
  return tx
    .insert(ledgerEntries)
    .values(
      postings.flatMap(({ transaction, entries }) =>
        entries.map((e) => ({
          ...e,
          transactionId: transaction.id,
          createDate: transaction.createDate,
        })),
      ),
    )
    .returning();
}

/**
 * Adds the changes to their balances in one statement, one change a balance (an update changes a
 * row once: the domain's balanceChanges sums them); answers the balances after, in client,
 * product order.
 */
export async function addToBalances(
  tx: Tx,
  changes: readonly (BalanceKey & { deltaCents: number })[],
): Promise<BalanceRow[]> {
  const values = sql.join(
    changes.map((c) => sql`(${c.clientId}::int, ${c.productType}::int, ${c.deltaCents}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update ${balances} b set balance_cents = b.balance_cents + v.delta
    from (values ${values}) as v(client_id, product_type, delta)
    where b.client_id = v.client_id and b.product_type = v.product_type
    returning b.client_id, b.product_type, b.balance_cents::float8, b.limit_cents::float8`);
  const rows = (
    result as unknown as {
      rows: {
        client_id: number;
        product_type: number;
        balance_cents: number;
        limit_cents: number;
      }[];
    }
  ).rows.map((r) => ({
    clientId: r.client_id,
    productType: r.product_type,
    balanceCents: r.balance_cents,
    limitCents: r.limit_cents,
  }));
  if (rows.length !== changes.length) throw new Error('a balance vanished while locked');
  return rows.sort((a, b) => a.clientId - b.clientId || a.productType - b.productType);
}

/** A transaction by id; `lock` holds it (a refund's original) until the transaction ends. */
export async function findTransaction(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LedgerTransactionRow | null> {
  const query = tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** What has been refunded of a transaction so far, in cents. */
export async function refundedCents(tx: Tx, originalId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${ledgerTransactions.amountCents}), 0)::int` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.relatedTransactionId, originalId),
        eq(ledgerTransactions.kind, 'REFUND'),
      ),
    );
  return row?.cents ?? 0;
}

export interface TransactionLine {
  transaction: LedgerTransactionRow;
  clientId: number;
  productType: number;
  amountCents: number;
}

export interface TransactionFilter {
  clientId: number;
  from: Date;
  /** Exclusive. */
  to: Date | null;
  q: string | null;
  sortBy: '-createDate' | 'createDate' | '-amount' | 'amount';
  limit: number;
  offset: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: TransactionFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerEntries.clientId, filter.clientId),
    eq(ledgerEntries.account, 'client'),
    gte(ledgerEntries.createDate, filter.from),
    filter.to ? lt(ledgerEntries.createDate, filter.to) : undefined,
  ];
  if (filter.q) {
    const like = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${ledgerTransactions.description}) like ${like}`,
        sql`lower(${ledgerTransactions.kind}) like ${like}`,
        sql`lower(coalesce(${ledgerTransactions.cardCheckNumber}, '')) like ${like}`,
        sql`lower(coalesce(${ledgerTransactions.promoCode}, '')) like ${like}`,
      ),
    );
  }
  return and(...conditions)!;
}

const ORDERS: Record<TransactionFilter['sortBy'], SQL[]> = {
  '-createDate': [desc(ledgerEntries.createDate), desc(ledgerEntries.transactionId)],
  createDate: [asc(ledgerEntries.createDate), asc(ledgerEntries.transactionId)],
  '-amount': [desc(ledgerEntries.amountCents), desc(ledgerEntries.transactionId)],
  amount: [asc(ledgerEntries.amountCents), asc(ledgerEntries.transactionId)],
};

/** A page of what transactions did to a client's balances, and how many match (bounded). */
export async function listTransactionLines(
  tx: Tx,
  filter: TransactionFilter,
): Promise<{ lines: TransactionLine[]; total: number }> {
  const where = whereOf(filter);
  const rows = await tx
    .select({
      transaction: ledgerTransactions,
      clientId: ledgerEntries.clientId,
      productType: ledgerEntries.productType,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(where)
    .orderBy(...ORDERS[filter.sortBy], asc(ledgerEntries.id))
    .limit(filter.limit)
    .offset(filter.offset);
  // Without text the entries' own index answers the count; the text is on the transactions.
  const matches = filter.q
    ? tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where)
    : tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(where);
  const [counted] = await boundedCountOf(tx, matches);
  return { lines: rows, total: counted?.n ?? 0 };
}

const balanceByKey = preparedRead((tx) =>
  tx
    .select()
    .from(balances)
    .where(
      and(
        eq(balances.clientId, placeholder('clientId')),
        eq(balances.productType, placeholder('productType')),
      ),
    ),
);

export async function findBalance(
  tx: Tx,
  clientId: number,
  productType: number,
): Promise<BalanceRow | null> {
  const [row] = await balanceByKey(tx, { clientId, productType });
  return row ?? null;
}

export interface GroupTransferRow {
  transaction: LedgerTransactionRow;
  targetClientId: number;
}

const groupTransferColumns = {
  transaction: ledgerTransactions,
  targetClientId: ledgerEntries.clientId,
};

/** Group balance transfers, each with the client that received it (its positive entry). */
function groupTransfers(tx: Tx) {
  return tx
    .select(groupTransferColumns)
    .from(ledgerTransactions)
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.transactionId, ledgerTransactions.id),
        eq(ledgerEntries.account, 'client'),
        sql`${ledgerEntries.amountCents} > 0`,
      ),
    );
}

/** The group balance transfers a client sent or received, newest first. */
export async function listGroupTransfers(tx: Tx, clientId: number): Promise<GroupTransferRow[]> {
  return groupTransfers(tx)
    .where(
      and(
        eq(ledgerTransactions.kind, 'GROUP_BALANCE_TRANSFER'),
        or(eq(ledgerTransactions.clientId, clientId), eq(ledgerEntries.clientId, clientId)),
      ),
    )
    .orderBy(desc(ledgerTransactions.createDate), desc(ledgerTransactions.id));
}

export async function findGroupTransfer(tx: Tx, id: number): Promise<GroupTransferRow | null> {
  const [row] = await groupTransfers(tx).where(
    and(eq(ledgerTransactions.kind, 'GROUP_BALANCE_TRANSFER'), eq(ledgerTransactions.id, id)),
  );
  return row ?? null;
}

const ZONES = sql.join(
  TIME_ZONES.map((z) => sql`(${z.code}::int, ${z.iana ?? DEFAULT_TIME_ZONE}::text)`),
  sql`, `,
);

/**
 * Adds to each client's spend of the product in the month of its time zone the movement is dated
 * in (decision 0029), one statement; the caller holds the balances' locks, so each row has one
 * writer at a time.
 */
export async function addToMonthSpends(
  tx: Tx,
  spends: readonly (BalanceKey & { createDate: Date; deltaCents: number })[],
): Promise<void> {
  const values = sql.join(
    spends.map(
      (s) =>
        sql`(${s.clientId}::int, ${s.productType}::int, ${s.createDate.toISOString()}::timestamptz, ${s.deltaCents}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into month_spends (client_id, product_type, month, spent_cents)
    select c.id, v.product_type, date_trunc('month',
        v.create_date at time zone coalesce(z.iana, ${DEFAULT_TIME_ZONE}))::date, sum(v.delta)
    from (values ${values}) as v(client_id, product_type, create_date, delta)
    join clients c on c.id = v.client_id
    left join (values ${ZONES}) as z(code, iana) on z.code = c.time_zone
    group by 1, 2, 3
    on conflict (client_id, product_type, month)
      do update set spent_cents = month_spends.spent_cents + excluded.spent_cents`);
}
