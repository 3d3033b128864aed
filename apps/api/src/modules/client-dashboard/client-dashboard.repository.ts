import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@client-admin/domain/constants';
import type { Tx } from '../../db/database';
import { balances, ledgerEntries } from '../../db/schema/billing';
import { customerServiceAlerts } from '../../db/schema/billing-cards';
import { channels } from '../../db/schema/channels';
import { leadCredits } from '../../db/schema/credits';
import { emailMessages, emailSuppressions } from '../../db/schema/email-history';
import { leadDailyMetrics } from '../../db/schema/leads';
import { clientLogins, users } from '../../db/schema/identity';
import { productTerms } from '../../db/schema/billing-products';

/** The client's balance of each product that ever moved. */
export const findBalances = (tx: Tx, clientId: number) =>
  tx
    .select({
      productType: balances.productType,
      balanceCents: balances.balanceCents,
      limitCents: balances.limitCents,
    })
    .from(balances)
    .where(eq(balances.clientId, clientId))
    .orderBy(asc(balances.productType));

/** The net of the client's balance entries per product and New York day since `since`. */
export async function netByDay(tx: Tx, clientId: number, since: Date) {
  // The zone written into the text (a constant), so the grouped expression is the selected one.
  const zone = sql.raw(`'${DEFAULT_TIME_ZONE}'`);
  const day = sql<string>`to_char(${ledgerEntries.createDate} at time zone ${zone}, 'YYYY-MM-DD')`;
  return tx
    .select({
      productType: ledgerEntries.productType,
      day,
      netCents: sql<number>`sum(${ledgerEntries.amountCents})::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.clientId, clientId),
        eq(ledgerEntries.account, 'client'),
        gte(ledgerEntries.createDate, since),
      ),
    )
    .groupBy(ledgerEntries.productType, day);
}

export const channelsByStatus = (tx: Tx, clientId: number) =>
  tx
    .select({
      productType: channels.productTypeId,
      status: channels.status,
      count: count().mapWith(Number),
    })
    .from(channels)
    .where(eq(channels.clientId, clientId))
    .groupBy(channels.productTypeId, channels.status)
    .orderBy(asc(channels.productTypeId), asc(channels.status));

/** Leads, calls and spend per New York day from `firstDay` (lead_daily_metrics). */
export const dailyActivity = (tx: Tx, clientId: number, firstDay: string) =>
  tx
    .select({
      day: leadDailyMetrics.day,
      productType: leadDailyMetrics.productTypeId,
      leads: sql<number>`sum(${leadDailyMetrics.leads})::int`.mapWith(Number),
      callsOffered: sql<number>`sum(${leadDailyMetrics.callsOffered})::int`.mapWith(Number),
      callsAnswered: sql<number>`sum(${leadDailyMetrics.callsAnswered})::int`.mapWith(Number),
      spendCents: sql<number>`sum(${leadDailyMetrics.spendCents})::bigint`.mapWith(Number),
    })
    .from(leadDailyMetrics)
    .where(and(eq(leadDailyMetrics.clientId, clientId), gte(leadDailyMetrics.day, firstDay)))
    .groupBy(leadDailyMetrics.day, leadDailyMetrics.productTypeId);

export async function countPendingCredits(tx: Tx, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count().mapWith(Number) })
    .from(leadCredits)
    .where(and(eq(leadCredits.clientId, clientId), eq(leadCredits.status, 'Pending')));
  return row?.n ?? 0;
}

export const recentCsAlerts = (tx: Tx, clientId: number, since: Date) =>
  tx
    .select({ createdAt: customerServiceAlerts.createdAt, message: customerServiceAlerts.message })
    .from(customerServiceAlerts)
    .where(
      and(
        eq(customerServiceAlerts.clientId, clientId),
        gte(customerServiceAlerts.createdAt, since),
      ),
    )
    .orderBy(asc(customerServiceAlerts.createdAt))
    .limit(10);

/** How many addresses the client's mail went to are on a suppression list. */
export async function countSuppressedAddresses(tx: Tx, clientId: number): Promise<number> {
  const addresses = tx
    .selectDistinct({ email: emailMessages.toEmail })
    .from(emailMessages)
    .where(eq(emailMessages.clientId, clientId));
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${emailSuppressions.email})::int`.mapWith(Number) })
    .from(emailSuppressions)
    .where(inArray(emailSuppressions.email, addresses));
  return row?.n ?? 0;
}

export const listLogins = (tx: Tx, clientId: number) =>
  tx
    .select({ email: users.email, enabled: users.accountEnabled, lastLoginAt: users.lastLoginAt })
    .from(clientLogins)
    .innerJoin(users, eq(users.id, clientLogins.userId))
    .where(eq(clientLogins.clientId, clientId))
    .orderBy(asc(users.email))
    .limit(100);

export async function findProductTerms(tx: Tx, clientId: number, productType: number) {
  const [row] = await tx
    .select()
    .from(productTerms)
    .where(and(eq(productTerms.clientId, clientId), eq(productTerms.productType, productType)));
  return row ?? null;
}

/** The client's channels of a product: their statuses and phone numbers. */
export const productChannels = (tx: Tx, clientId: number, productType: number) =>
  tx
    .select({ status: channels.status, phoneNumbers: channels.phoneNumbers })
    .from(channels)
    .where(and(eq(channels.clientId, clientId), eq(channels.productTypeId, productType)));
