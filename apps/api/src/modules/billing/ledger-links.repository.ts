import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { ledgerTransactions } from '../../db/schema/billing';
import { cardPayments, groupDebtReplacements } from '../../db/schema/billing-money';

/**
 * The ledger's links (decision 0040): which vault charge paid a card movement, and what a group
 * debt replacement replaced with which of the client's money. Written only by ledger.service.ts.
 */
export type CardPaymentRow = typeof cardPayments.$inferSelect;

export async function insertCardPayment(tx: Tx, row: CardPaymentRow): Promise<void> {
  await tx.insert(cardPayments).values(row);
}

export async function findCardPayment(
  tx: Tx,
  ledgerTransactionId: number,
): Promise<CardPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.ledgerTransactionId, ledgerTransactionId));
  return row ?? null;
}

export async function insertGroupDebtReplacement(
  tx: Tx,
  row: typeof groupDebtReplacements.$inferInsert,
): Promise<void> {
  await tx.insert(groupDebtReplacements).values(row);
}

/** How much of each debt was replaced so far, in cents. */
export async function replacedOfDebts(
  tx: Tx,
  debtIds: readonly number[],
): Promise<Map<number, number>> {
  if (debtIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: groupDebtReplacements.debtTransactionId,
      cents: sql<number>`sum(${groupDebtReplacements.amountCents})::int`,
    })
    .from(groupDebtReplacements)
    .where(inArray(groupDebtReplacements.debtTransactionId, [...debtIds]))
    .groupBy(groupDebtReplacements.debtTransactionId);
  return new Map(rows.map((r) => [r.id, r.cents]));
}

/** How much of each of the client's money was used by replacements or refunded, in cents. */
export async function usedOfSources(
  tx: Tx,
  sourceIds: readonly number[],
): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const ids = [...sourceIds];
  const replaced = await tx
    .select({
      id: groupDebtReplacements.sourceTransactionId,
      cents: sql<number>`sum(${groupDebtReplacements.amountCents})::int`,
    })
    .from(groupDebtReplacements)
    .where(inArray(groupDebtReplacements.sourceTransactionId, ids))
    .groupBy(groupDebtReplacements.sourceTransactionId);
  const refunded = await tx
    .select({
      id: ledgerTransactions.relatedTransactionId,
      cents: sql<number>`sum(${ledgerTransactions.amountCents})::int`,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'REFUND'),
        inArray(ledgerTransactions.relatedTransactionId, ids),
      ),
    )
    .groupBy(ledgerTransactions.relatedTransactionId);
  const used = new Map<number, number>();
  for (const r of [...replaced, ...refunded]) {
    if (r.id !== null) used.set(r.id, (used.get(r.id) ?? 0) + r.cents);
  }
  return used;
}

/**
 * The client's transactions of the kinds and product with at least `minLeftCents` left (not
 * refunded nor used by a replacement), newest first.
 */
export async function listReplacementSources(
  tx: Tx,
  filter: {
    clientId: number;
    productType: number;
    kinds: readonly (typeof ledgerTransactions.$inferSelect)['kind'][];
    minLeftCents: number;
    limit: number;
  },
): Promise<{ transaction: typeof ledgerTransactions.$inferSelect; leftCents: number }[]> {
  const t = ledgerTransactions;
  const left = sql<number>`(${t.amountCents}
    - coalesce((select sum(r.amount_cents) from ${groupDebtReplacements} r
        where r.source_transaction_id = ${t.id}), 0)
    - coalesce((select sum(f.amount_cents) from ${ledgerTransactions} f
        where f.kind = 'REFUND' and f.related_transaction_id = ${t.id}), 0))::int`;
  const rows = await tx
    .select({ transaction: t, leftCents: left })
    .from(t)
    .where(
      and(
        eq(t.clientId, filter.clientId),
        eq(t.productType, filter.productType),
        inArray(t.kind, [...filter.kinds]),
        sql`${left} >= ${filter.minLeftCents}`,
      ),
    )
    .orderBy(sql`${t.createDate} desc`, sql`${t.id} desc`)
    .limit(filter.limit);
  return rows;
}
