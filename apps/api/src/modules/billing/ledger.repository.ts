import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { balanceKey, type LedgerEntry } from '@client-admin/domain/billing/ledger-entries';
import { DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import { TIME_ZONES } from '@client-admin/domain/time-zones';
import { boundedCountOf, pageCount } from '../../db/bounded-count';
import type { Tx } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { executeNamed } from '../../db/named-statement';
import { rowVersion } from '../../db/row-version';
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

/**
 * A balance as lockBalances answers it, with its row's version (rowVersion): a lead's sale always
 * writes its buyer's balance row (its charge, or rewriteBalances), so a routing decision learns
 * from it whether a sale reached the client since it read the client (decision 0047).
 */
export type LockedBalanceRow = BalanceRow & { version: string };

interface BalanceKey {
  clientId: number;
  productType: number;
}

/** The balances of the keys' clients and products (a superset when they are not one product). */
const keysIn = (keys: readonly BalanceKey[]) =>
  and(
    inArray(balances.clientId, [...new Set(keys.map((k) => k.clientId))]),
    inArray(balances.productType, [...new Set(keys.map((k) => k.productType))]),
  );

/**
 * The keys without a balance row. Read without locking: a row another transaction holds is
 * stored, and inserting it would wait for that transaction (the insert's conflict check waits
 * for the row's writer), which is what skipping locked rows avoids.
 */
async function notStored(tx: Tx, keys: readonly BalanceKey[]): Promise<BalanceKey[]> {
  const stored = await tx
    .select({ clientId: balances.clientId, productType: balances.productType })
    .from(balances)
    .where(keysIn(keys));
  const storedKeys = new Set(stored.map(balanceKey));
  return keys.filter((k) => !storedKeys.has(balanceKey(k)));
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
): Promise<LockedBalanceRow[]> {
  if (keys.length === 0) return [];
  const lock = () =>
    tx
      .select({ ...getTableColumns(balances), version: rowVersion(sql`${balances}`) })
      .from(balances)
      .where(keysIn(keys))
      .orderBy(balances.clientId, balances.productType)
      .for('update', options.skipLocked ? { skipLocked: true } : {});
  let rows = await lock();
  const found = new Set(rows.map(balanceKey));
  let missing = keys.filter((k) => !found.has(balanceKey(k)));
  if (missing.length > 0 && options.skipLocked) missing = await notStored(tx, missing);
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

/** Writes the balance rows again as they are, giving each a new row version. */
export async function rewriteBalances(tx: Tx, keys: readonly BalanceKey[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(balances)
    .set({ balanceCents: sql`${balances.balanceCents}` })
    .where(
      or(
        ...keys.map((k) =>
          and(eq(balances.clientId, k.clientId), eq(balances.productType, k.productType)),
        ),
      ),
    );
}

/** One movement's rows to write: its transaction, its entries and its change of month spend. */
export interface PostingRows {
  transaction: Omit<NewLedgerTransaction, 'id' | 'createdAt'>;
  entries: readonly LedgerEntry[];
  /** The change of the primary client's month spend (decision 0029); 0 writes none. */
  spendDeltaCents: number;
}

export interface WrittenPostings {
  /** Each posting's transaction, in the postings' order. */
  transactions: LedgerTransactionRow[];
  entries: LedgerEntryRow[];
  /** The balances after, in client, product order. */
  balances: BalanceRow[];
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

const ZONES = sql.join(
  TIME_ZONES.map((z) => sql`(${z.code}::int, ${z.iana ?? DEFAULT_TIME_ZONE}::text)`),
  sql`, `,
);

/**
 * Writes the postings' transactions, their entries dated as them, the month spends (in the
 * month of each client's time zone the movement is dated in) and the balances' summed changes,
 * in one statement. Each posting's number `n` keys its transaction id, drawn from the sequence
 * before the rows are written, so entries and spends find their transaction. The caller holds
 * the balances' locks, so each balance and month spend row has one writer at a time.
 */
export async function writePostings(
  tx: Tx,
  postings: readonly PostingRows[],
  balanceDeltas: readonly (BalanceKey & { deltaCents: number })[],
): Promise<WrittenPostings> {
  const transactions = JSON.stringify(
    postings.map(({ transaction: t }, n) => ({
      n,
      client_id: t.clientId,
      kind: t.kind,
      product_type: t.productType,
      amount_cents: t.amountCents,
      description: t.description ?? '',
      card_check_number: t.cardCheckNumber ?? null,
      promo_code: t.promoCode ?? null,
      related_transaction_id: t.relatedTransactionId ?? null,
      created_by: t.createdBy,
      create_date: t.createDate ?? null,
    })),
  );
  const entries = JSON.stringify(
    postings.flatMap(({ entries: own }, n) =>
      own.map((e, i) => ({
        n,
        i,
        account: e.account,
        client_id: e.clientId,
        product_type: e.productType,
        amount_cents: e.amountCents,
      })),
    ),
  );
  const spends = JSON.stringify(
    postings.flatMap(({ transaction: t, spendDeltaCents }, n) =>
      spendDeltaCents === 0
        ? []
        : [{ n, client_id: t.clientId, product_type: t.productType, delta: spendDeltaCents }],
    ),
  );
  const deltas = JSON.stringify(
    balanceDeltas.map((c) => ({
      client_id: c.clientId,
      product_type: c.productType,
      delta: c.deltaCents,
    })),
  );
  const result = await executeNamed(
    tx,
    sql`
    with v as (
      select * from jsonb_to_recordset(${transactions}::jsonb) as v(n int, client_id int,
        kind text, product_type smallint, amount_cents int, description text,
        card_check_number text, promo_code text, related_transaction_id int, created_by text,
        create_date timestamptz)),
    ids as materialized (
      select n, nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::int as id,
        coalesce(create_date, now()) as create_date
      from v),
    t as (
      insert into ledger_transactions (id, client_id, kind, product_type, amount_cents,
        description, card_check_number, promo_code, related_transaction_id, created_by,
        create_date)
      select ids.id, v.client_id, v.kind, v.product_type, v.amount_cents, v.description,
        v.card_check_number, v.promo_code, v.related_transaction_id, v.created_by, ids.create_date
      from v join ids using (n)
      returning id, json_build_object('id', id, 'clientId', client_id, 'kind', kind,
        'productType', product_type, 'amountCents', amount_cents, 'description', description,
        'cardCheckNumber', card_check_number, 'promoCode', promo_code,
        'relatedTransactionId', related_transaction_id, 'createdBy', created_by,
        'createDate', create_date, 'createdAt', created_at) as row),
    e as (
      insert into ledger_entries (transaction_id, account, client_id, product_type, amount_cents,
        create_date)
      select ids.id, v.account, v.client_id, v.product_type, v.amount_cents, ids.create_date
      from jsonb_to_recordset(${entries}::jsonb) as v(n int, i int, account text, client_id int,
        product_type smallint, amount_cents int)
      join ids using (n)
      order by n, i
      returning json_build_object('id', id, 'transactionId', transaction_id, 'account', account,
        'clientId', client_id, 'productType', product_type, 'amountCents', amount_cents,
        'createDate', create_date) as row),
    b as (
      update balances b set balance_cents = b.balance_cents + v.delta
      from jsonb_to_recordset(${deltas}::jsonb) as v(client_id int, product_type smallint,
        delta bigint)
      where b.client_id = v.client_id and b.product_type = v.product_type
      returning json_build_object('clientId', b.client_id, 'productType', b.product_type,
        'balanceCents', b.balance_cents::float8, 'limitCents', b.limit_cents::float8) as row),
    s as (
      insert into month_spends (client_id, product_type, month, spent_cents)
      select c.id, v.product_type, date_trunc('month',
          ids.create_date at time zone coalesce(z.iana, ${DEFAULT_TIME_ZONE}))::date, sum(v.delta)
      from jsonb_to_recordset(${spends}::jsonb) as v(n int, client_id int, product_type smallint,
        delta bigint)
      join ids using (n)
      join clients c on c.id = v.client_id
      left join (values ${ZONES}) as z(code, iana) on z.code = c.time_zone
      group by 1, 2, 3
      on conflict (client_id, product_type, month)
        do update set spent_cents = month_spends.spent_cents + excluded.spent_cents)
    select (select json_agg(t.row order by ids.n) from t join ids using (id)) as transactions,
      (select json_agg(row) from e) as entries,
      (select json_agg(row) from b) as balances`,
  );
  const [written] = (
    result as unknown as {
      rows: {
        transactions: Json<LedgerTransactionRow>[];
        entries: Json<LedgerEntryRow>[];
        balances: BalanceRow[] | null;
      }[];
    }
  ).rows;
  const after = (written!.balances ?? []).sort(
    (a, b) => a.clientId - b.clientId || a.productType - b.productType,
  );
  if (after.length !== balanceDeltas.length) throw new Error('a balance vanished while locked');
  return {
    transactions: written!.transactions.map((t) => ({
      ...t,
      createDate: new Date(t.createDate),
      createdAt: new Date(t.createdAt),
    })),
    entries: written!.entries
      .map((e) => ({ ...e, createDate: new Date(e.createDate) }))
      .sort((a, b) => a.id - b.id),
    balances: after,
  };
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

function whereOf(filter: TransactionFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerEntries.clientId, filter.clientId),
    eq(ledgerEntries.account, 'client'),
    gte(ledgerEntries.createDate, filter.from),
    filter.to ? lt(ledgerEntries.createDate, filter.to) : undefined,
  ];
  if (filter.q) {
    const like = containsPattern(filter.q);
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
  const total = await pageCount({ ...filter, rows: rows.length }, () =>
    boundedCountOf(tx, matches),
  );
  return { lines: rows, total };
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

/** Holds a transaction's row until the end of the transaction (one reversal of it at a time). */
export async function lockLedgerTransaction(tx: Tx, id: number): Promise<void> {
  await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, id))
    .for('update');
}

/** The group balance transfer related to this one (its reversal), if any. */
export async function findRelatedGroupTransfer(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'GROUP_BALANCE_TRANSFER'),
        eq(ledgerTransactions.relatedTransactionId, id),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
