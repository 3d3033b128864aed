import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { ledgerTransactions } from '../../../db/schema/billing';
import { chargeDayCharges } from '../../../db/schema/billing-charge-day';
import { productTerms } from '../../../db/schema/billing-products';

export type ChargeDayRow = typeof chargeDayCharges.$inferSelect;

const OPEN = ['pending', 'charging'] as const;

/**
 * Claims every product charged on this day for this date; a product already claimed is kept.
 * With `termsChangedBefore` (a past date caught up), only products whose terms were last changed
 * before that moment are claimed.
 */
export async function claimDueProducts(
  tx: Tx,
  chargeDate: string,
  chargeDay: number,
  termsChangedBefore: Date | null,
): Promise<void> {
  const unchangedSince =
    termsChangedBefore === null
      ? sql``
      : sql` and ${productTerms.updatedAt} < ${termsChangedBefore.toISOString()}::timestamptz`;
  await tx.execute(sql`
    insert into ${chargeDayCharges} (client_id, product_type, charge_date)
    select ${productTerms.clientId}, ${productTerms.productType}, ${chargeDate}::date
    from ${productTerms}
    where ${productTerms.paymentMethod} = 'CHARGE_DAY' and ${productTerms.chargeDay} = ${chargeDay}${unchangedSince}
    on conflict do nothing`);
}

/** The open claims after `afterId`, oldest first: one batch of a run. */
export const openChargeIds = async (tx: Tx, afterId: number, limit: number) =>
  (
    await tx
      .select({ id: chargeDayCharges.id })
      .from(chargeDayCharges)
      .where(and(gt(chargeDayCharges.id, afterId), inArray(chargeDayCharges.status, OPEN)))
      .orderBy(asc(chargeDayCharges.id))
      .limit(limit)
  ).map((r) => r.id);

/** Takes an open claim for this run; another run holding it makes this one skip it. */
export async function lockCharge(tx: Tx, id: number): Promise<ChargeDayRow | null> {
  const [row] = await tx
    .select()
    .from(chargeDayCharges)
    .where(and(eq(chargeDayCharges.id, id), inArray(chargeDayCharges.status, OPEN)))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Waits for a claim being charged, to record its outcome once: null when already recorded. */
export async function lockCharging(tx: Tx, id: number): Promise<ChargeDayRow | null> {
  const [row] = await tx
    .select()
    .from(chargeDayCharges)
    .where(and(eq(chargeDayCharges.id, id), eq(chargeDayCharges.status, 'charging')))
    .for('update');
  return row ?? null;
}

export async function updateCharge(
  tx: Tx,
  id: number,
  values: Partial<typeof chargeDayCharges.$inferInsert>,
): Promise<ChargeDayRow> {
  const [row] = await tx
    .update(chargeDayCharges)
    .set(values)
    .where(eq(chargeDayCharges.id, id))
    .returning();
  return row!;
}

/** The date of the product's latest charge that closed a period (charged, or nothing spent). */
export async function previousChargeDate(
  tx: Tx,
  row: Pick<ChargeDayRow, 'clientId' | 'productType' | 'chargeDate'>,
): Promise<string | null> {
  const [previous] = await tx
    .select({ chargeDate: chargeDayCharges.chargeDate })
    .from(chargeDayCharges)
    .where(
      and(
        eq(chargeDayCharges.clientId, row.clientId),
        eq(chargeDayCharges.productType, row.productType),
        lt(chargeDayCharges.chargeDate, row.chargeDate),
        or(eq(chargeDayCharges.status, 'approved'), eq(chargeDayCharges.status, 'nothing_spent')),
      ),
    )
    .orderBy(desc(chargeDayCharges.chargeDate))
    .limit(1);
  return previous?.chargeDate ?? null;
}

/** The product's lead charges and credits that count in [from, until). */
export async function spentBetween(
  tx: Tx,
  row: Pick<ChargeDayRow, 'clientId' | 'productType'>,
  from: Date,
  until: Date,
): Promise<{ leadChargesCents: number; creditsCents: number }> {
  const sums = await tx
    .select({
      kind: ledgerTransactions.kind,
      cents: sql<number>`sum(${ledgerTransactions.amountCents})::bigint`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.clientId, row.clientId),
        eq(ledgerTransactions.productType, row.productType),
        inArray(ledgerTransactions.kind, ['LEAD_CHARGE', 'CREDIT']),
        gte(ledgerTransactions.createDate, from),
        lt(ledgerTransactions.createDate, until),
      ),
    )
    .groupBy(ledgerTransactions.kind);
  const of = (kind: string) => sums.find((s) => s.kind === kind)?.cents ?? 0;
  return { leadChargesCents: of('LEAD_CHARGE'), creditsCents: of('CREDIT') };
}
