import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type PgSelect } from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES } from '@client-admin/domain/billing/billing-constants';
import type { CreditStatus, LeadCreditSort } from '@client-admin/domain/credits/credit-constants';
import { CREDIT_REASONS_BY_TEXT } from '@client-admin/domain/credits/credit-reasons';
import { boundedCountOf, pageCount } from '../../../db/bounded-count';
import type { Tx } from '../../../db/database';
import { callLegs, inboundCalls } from '../../../db/schema/calls';
import { channels } from '../../../db/schema/channels';
import { clients } from '../../../db/schema/clients';
import { leadCredits } from '../../../db/schema/credits';
import { leads, leadSales } from '../../../db/schema/lead-flow';
import { channelName } from '../../leads/leads.public';

/** Drizzle queries of lead credits (decision 0044). */

// ---- the credit rate ----

// Subqueries of the credit rate, built apart from any request (with the database's casing).
const subqueries = new QueryBuilder({ casing: 'snake_case' });
const approved = alias(leadCredits, 'approved');
const sold = alias(leadSales, 'sold');

type ClientIdOf = SQL | typeof leadCredits.clientId;

/** A client's approved credits asked for since `since`. */
const creditedSince = (clientId: ClientIdOf, since: Date) =>
  sql<number>`${subqueries
    .select({ n: sql`count(*)::int` })
    .from(approved)
    .where(
      and(
        eq(approved.clientId, clientId),
        eq(approved.status, 'Approved'),
        gte(approved.requestedAt, since),
      ),
    )}`;

/** A client's leads (both products) sold since `since`. */
const soldSince = (clientId: ClientIdOf, since: Date) =>
  sql<number>`${subqueries
    .select({ n: sql`count(*)::int` })
    .from(sold)
    .where(
      and(
        eq(sold.clientId, clientId),
        inArray(sold.productTypeId, [...PRODUCT_TYPES]),
        gte(sold.soldAt, since),
      ),
    )}`;

/**
 * The client's credit rate in SQL, as creditRatePercent works it out (percent, one decimal, 0
 * without sales), for the dialer's filter; the answers' rates come from creditRatePercent itself.
 */
export function creditRateSql(clientId: ClientIdOf, since: Date): SQL<number> {
  const credited = creditedSince(clientId, since);
  const leadsSold = soldSince(clientId, since);
  return sql<number>`(case when ${leadsSold} > 0
    then round(${credited} * 1000.0 / ${leadsSold}) / 10 else 0 end)`;
}

/** The two counts of a client's credit rate since `since`; null for an unknown client. */
export async function creditRateCounts(tx: Tx, clientId: number, since: Date) {
  const [row] = await tx
    .select({
      credited: creditedSince(sql`${clientId}`, since),
      sold: soldSince(sql`${clientId}`, since),
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

// ---- reading credits ----

/** A call lead's outbound call (its billed leg), found through the lead's call. */
const outboundCallSid = sql<string | null>`(select ${callLegs.sid} from ${callLegs}
  join ${inboundCalls} on ${inboundCalls.id} = ${callLegs.callId}
  where ${inboundCalls.leadId} = ${leadSales.leadId} and ${callLegs.saleId} = ${leadSales.id}
  limit 1)`;

const itemColumns = {
  id: leadCredits.id,
  saleId: leadCredits.saleId,
  clientId: leadCredits.clientId,
  clientName: clients.fullName,
  parentCompany: clients.parentCompany,
  productTypeId: leadCredits.productTypeId,
  channelId: leadSales.channelId,
  channelName,
  quoteType: leads.quoteType,
  priceCents: leadSales.priceCents,
  reason: leadCredits.reason,
  description: leadCredits.description,
  requestedAt: leadCredits.requestedAt,
  requestedByName: leadCredits.requestedByName,
  status: leadCredits.status,
  outboundCallSid,
};

/** A credit in full, with the two counts of its client's credit rate since `since`. */
const detailColumns = (since: Date) => ({
  ...itemColumns,
  soldAt: leadSales.soldAt,
  consumer: leads.consumer,
  stateAbbreviation: leads.stateAbbreviation,
  zipCode: leads.zipCode,
  clientPhone: clients.phone,
  decidedAt: leadCredits.decidedAt,
  decidedBy: leadCredits.decidedBy,
  denialReason: leadCredits.denialReason,
  denialDescription: leadCredits.denialDescription,
  credited: creditedSince(leadCredits.clientId, since),
  sold: soldSince(leadCredits.clientId, since),
});

/** Credits with their sale, lead, channel and client. */
const withSale = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(leadSales, eq(leadSales.id, leadCredits.saleId))
    .innerJoin(leads, eq(leads.id, leadSales.leadId))
    .innerJoin(channels, eq(channels.id, leadSales.channelId))
    .innerJoin(clients, eq(clients.id, leadCredits.clientId));

const itemsFrom = (tx: Tx) => withSale(tx.select(itemColumns).from(leadCredits).$dynamic());

/** Credits in full: the dialer's lead and one credit's detail. */
export const detailsFrom = (tx: Tx, since: Date) =>
  withSale(tx.select(detailColumns(since)).from(leadCredits).$dynamic());

export type CreditItemRow = Awaited<ReturnType<ReturnType<typeof itemsFrom>['execute']>>[number];
export type CreditDetailRow = Awaited<
  ReturnType<ReturnType<typeof detailsFrom>['execute']>
>[number];

export async function findCreditItem(tx: Tx, id: number): Promise<CreditItemRow | null> {
  const [row] = await itemsFrom(tx).where(eq(leadCredits.id, id));
  return row ?? null;
}

export async function findCreditDetail(
  tx: Tx,
  id: number,
  rateSince: Date,
): Promise<CreditDetailRow | null> {
  const [row] = await detailsFrom(tx, rateSince).where(eq(leadCredits.id, id));
  return row ?? null;
}

// ---- the list ----

/** What a search matches: a client id, or text in the client's name, the channel or the reason. */
export interface CreditSearch {
  clientId: number | null;
  /** A LIKE pattern of the lower-cased text. */
  pattern: string;
  /** The reasons whose text holds the text. */
  reasons: readonly string[];
}

export interface CreditListCriteria {
  status: CreditStatus;
  from: Date;
  /** Exclusive; null: open. */
  to: Date | null;
  search: CreditSearch | null;
  sortBy: LeadCreditSort;
  limit: number;
  offset: number;
}

/** The reasons in the order of their text: the list sorted by reason shows them alphabetically. */
const reasonOrder = sql`array_position(${sql.raw(
  `array[${CREDIT_REASONS_BY_TEXT.map((code) => `'${code}'`).join(',')}]::text[]`,
)}, ${leadCredits.reason})`;

const ORDERS: Record<LeadCreditSort, SQL[]> = {
  '-REQUEST_DATE': [desc(leadCredits.requestedAt), desc(leadCredits.id)],
  REQUEST_DATE: [asc(leadCredits.requestedAt), asc(leadCredits.id)],
  '-PRICE': [desc(leadSales.priceCents), desc(leadCredits.requestedAt), desc(leadCredits.id)],
  PRICE: [asc(leadSales.priceCents), asc(leadCredits.requestedAt), asc(leadCredits.id)],
  '-CLIENT': [desc(clients.fullName), desc(leadCredits.requestedAt), desc(leadCredits.id)],
  CLIENT: [asc(clients.fullName), asc(leadCredits.requestedAt), asc(leadCredits.id)],
  '-REASON': [desc(reasonOrder), desc(leadCredits.requestedAt), desc(leadCredits.id)],
  REASON: [asc(reasonOrder), asc(leadCredits.requestedAt), asc(leadCredits.id)],
};

function listWhere(c: CreditListCriteria): SQL {
  const conditions: SQL[] = [
    eq(leadCredits.status, c.status),
    gte(leadCredits.requestedAt, c.from),
  ];
  if (c.to) conditions.push(lt(leadCredits.requestedAt, c.to));
  if (c.search) {
    const { clientId, pattern, reasons } = c.search;
    const matches: SQL[] = [
      sql`lower(${clients.fullName}) like ${pattern}`,
      sql`lower(${channelName}) like ${pattern}`,
    ];
    if (clientId !== null) matches.push(eq(leadCredits.clientId, clientId));
    if (reasons.length > 0) matches.push(inArray(leadCredits.reason, [...reasons]));
    conditions.push(or(...matches)!);
  }
  return and(...conditions)!;
}

/** A page of credits and how many match (bounded, decision 0019). */
export async function listCredits(
  tx: Tx,
  c: CreditListCriteria,
): Promise<{ rows: CreditItemRow[]; total: number }> {
  const where = listWhere(c);
  const rows = await itemsFrom(tx)
    .where(where)
    .orderBy(...ORDERS[c.sortBy])
    .limit(c.limit)
    .offset(c.offset);
  // Without a search the credits' own index answers the count; a search reads names.
  const counted = tx.select({ one: sql`1` }).from(leadCredits);
  const matches = c.search
    ? counted
        .innerJoin(leadSales, eq(leadSales.id, leadCredits.saleId))
        .innerJoin(channels, eq(channels.id, leadSales.channelId))
        .innerJoin(clients, eq(clients.id, leadCredits.clientId))
    : counted;
  const total = await pageCount({ ...c, rows: rows.length }, () =>
    boundedCountOf(tx, matches.where(where)),
  );
  return { rows, total };
}

/** The most frequent reasons of the credits asked for in [from, to), most frequent first. */
export async function topReasons(tx: Tx, from: Date, to: Date | null, limit: number) {
  const count = sql<number>`count(*)::int`;
  return tx
    .select({ reason: leadCredits.reason, productTypeId: leadCredits.productTypeId, count })
    .from(leadCredits)
    .where(
      and(gte(leadCredits.requestedAt, from), to ? lt(leadCredits.requestedAt, to) : undefined),
    )
    .groupBy(leadCredits.reason, leadCredits.productTypeId)
    .orderBy(desc(count), asc(leadCredits.reason))
    .limit(limit);
}

// ---- asking and deciding ----

export type NewCredit = typeof leadCredits.$inferInsert;

/** The new credit's id; null when the lead already has one (lead_credits_sale). */
export async function insertCredit(tx: Tx, values: NewCredit): Promise<number | null> {
  const [row] = await tx
    .insert(leadCredits)
    .values(values)
    .onConflictDoNothing({ target: leadCredits.saleId })
    .returning({ id: leadCredits.id });
  return row?.id ?? null;
}

export async function creditOfSaleExists(tx: Tx, saleId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: leadCredits.id })
    .from(leadCredits)
    .where(eq(leadCredits.saleId, saleId));
  return row !== undefined;
}

const lockedColumns = {
  id: leadCredits.id,
  saleId: leadCredits.saleId,
  clientId: leadCredits.clientId,
  productTypeId: leadCredits.productTypeId,
  status: leadCredits.status,
  priceCents: leadSales.priceCents,
  chargeTransactionId: leadSales.ledgerTransactionId,
};

const lockedFrom = (tx: Tx) =>
  tx
    .select(lockedColumns)
    .from(leadCredits)
    .innerJoin(leadSales, eq(leadSales.id, leadCredits.saleId));

export type LockedCredit = Awaited<ReturnType<ReturnType<typeof lockedFrom>['execute']>>[number];

/** The credits, locked until the transaction ends (in id order), so each is decided once. */
export async function lockCredits(tx: Tx, ids: readonly number[]): Promise<LockedCredit[]> {
  return lockedFrom(tx)
    .where(inArray(leadCredits.id, [...ids]))
    .orderBy(asc(leadCredits.id))
    .for('update', { of: leadCredits });
}

/** A lead's credit, locked until the transaction ends; null when it has none. */
export async function lockCreditOfSale(tx: Tx, saleId: number): Promise<LockedCredit | null> {
  const [row] = await lockedFrom(tx)
    .where(eq(leadCredits.saleId, saleId))
    .for('update', { of: leadCredits });
  return row ?? null;
}

interface Decided {
  decidedAt: Date;
  decidedBy: string;
}

export async function markApproved(
  tx: Tx,
  id: number,
  decided: Decided & { ledgerTransactionId: number },
): Promise<void> {
  await tx
    .update(leadCredits)
    .set({ status: 'Approved', ...decided })
    .where(eq(leadCredits.id, id));
}

export async function markDenied(
  tx: Tx,
  ids: readonly number[],
  decided: Decided & { denialReason: string; denialDescription: string },
): Promise<void> {
  await tx
    .update(leadCredits)
    .set({ status: 'Denied', ...decided })
    .where(inArray(leadCredits.id, [...ids]));
}
