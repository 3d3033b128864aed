import { and, asc, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { CallLogSort, WebLeadSort } from '@client-admin/domain/leads/leads-constants';
import { boundedCountOf, pageCount } from '../../db/bounded-count';
import { isoText } from '../../db/iso-text';
import { placeholder, preparedRead, preparedReads } from '../../db/prepared-read';
import type { Tx } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { callLegs, inboundCalls, ONGOING_CALL_LEG_STATUSES } from '../../db/schema/calls';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { leadCredits } from '../../db/schema/credits';
import { leadDeliveries, leads, leadSales } from '../../db/schema/lead-flow';
import { leadDailyMetrics, leadNotes } from '../../db/schema/leads';

/** Drizzle queries of the leads screens (decision 0032): reads of the lead flow's and calls' tables. */

export const channelName = sql<string>`coalesce(nullif(${channels.customName}, ''), ${channels.name})`;

/** A half-open time range [from, to): either end may be open. */
export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

// ---- call log ----

const legColumns = {
  saleId: callLegs.saleId,
  sid: callLegs.sid,
  status: callLegs.status,
  deliveredAt: callLegs.deliveredAt,
  answeredAt: callLegs.answeredAt,
  endedAt: callLegs.endedAt,
  durationSeconds: callLegs.durationSeconds,
  priceCents: callLegs.priceCents,
  billable: callLegs.billable,
  recordingKey: callLegs.recordingKey,
  clientId: callLegs.clientId,
  channelId: callLegs.channelId,
  channelName,
  callerNumber: inboundCalls.callerNumber,
  quoteType: inboundCalls.quoteType,
  callType: inboundCalls.callType,
  stateAbbreviation: inboundCalls.stateAbbreviation,
  zipCode: inboundCalls.zipCode,
  county: inboundCalls.county,
  receivedAt: inboundCalls.receivedAt,
  leadId: inboundCalls.leadId,
};

const CALL_ORDERS: Record<CallLogSort, SQL[]> = {
  '-DELIVERY_DATETIME_UTC': [desc(callLegs.deliveredAt), desc(callLegs.id)],
  DELIVERY_DATETIME_UTC: [asc(callLegs.deliveredAt), asc(callLegs.id)],
  '-DURATION': [desc(callLegs.durationSeconds), desc(callLegs.deliveredAt), desc(callLegs.id)],
  DURATION: [asc(callLegs.durationSeconds), asc(callLegs.deliveredAt), asc(callLegs.id)],
  '-PRICE': [desc(callLegs.priceCents), desc(callLegs.deliveredAt), desc(callLegs.id)],
  PRICE: [asc(callLegs.priceCents), asc(callLegs.deliveredAt), asc(callLegs.id)],
  '-STATUS': [desc(callLegs.status), desc(callLegs.deliveredAt), desc(callLegs.id)],
  STATUS: [asc(callLegs.status), asc(callLegs.deliveredAt), asc(callLegs.id)],
};

/** A client's list page: its search, its page. */
interface PageCriteria {
  clientId: number;
  search: string | null;
  limit: number;
  offset: number;
}

export interface CallLogCriteria extends TimeRange, PageCriteria {
  /** Leave the ongoing legs out (they are prepended instead). */
  excludeOngoing: boolean;
  sortBy: CallLogSort;
}

/** What decides a call log query's text: its optional conditions and its order. */
interface CallLogShape {
  from: boolean;
  to: boolean;
  excludeOngoing: boolean;
  search: boolean;
  digits: boolean;
  sortBy: CallLogSort;
}

/** The call log's conditions, with placeholders for the values pageValues gives. */
function callLogWhere(shape: CallLogShape): SQL {
  const conditions: SQL[] = [eq(callLegs.clientId, placeholder('clientId'))];
  if (shape.from) conditions.push(gte(callLegs.deliveredAt, placeholder('from')));
  if (shape.to) conditions.push(lt(callLegs.deliveredAt, placeholder('to')));
  if (shape.excludeOngoing)
    conditions.push(notInArray(callLegs.status, [...ONGOING_CALL_LEG_STATUSES]));
  if (shape.search) {
    const p = placeholder('pattern');
    const matches: SQL[] = [
      sql`lower(${channelName}) like ${p}`,
      sql`lower(${callLegs.sid}) like ${p}`,
      sql`${inboundCalls.zipCode} like ${p}`,
      sql`lower(${inboundCalls.quoteType}) like ${p}`,
    ];
    if (shape.digits) {
      matches.push(
        sql`regexp_replace(${inboundCalls.callerNumber}, '\\D', '', 'g') like ${placeholder('digits')}`,
      );
    }
    conditions.push(or(...matches)!);
  }
  return and(...conditions)!;
}

/** The placeholders' values of a paged, searched list over a time range. */
function pageValues(c: TimeRange & PageCriteria) {
  return {
    clientId: c.clientId,
    from: c.from?.toISOString(),
    to: c.to?.toISOString(),
    pattern: c.search ? containsPattern(c.search) : undefined,
    limit: c.limit,
    offset: c.offset,
  };
}

const legsFrom = (tx: Tx) =>
  tx
    .select(legColumns)
    .from(callLegs)
    .innerJoin(inboundCalls, eq(inboundCalls.id, callLegs.callId))
    .innerJoin(channels, eq(channels.id, callLegs.channelId));

export type CallLegRow = Awaited<ReturnType<ReturnType<typeof legsFrom>['execute']>>[number];

const callLogPages = preparedReads(
  (shape: CallLogShape) => (tx) =>
    legsFrom(tx)
      .where(callLogWhere(shape))
      .orderBy(...CALL_ORDERS[shape.sortBy])
      .limit(placeholder('limit'))
      .offset(placeholder('offset')),
);

// Every leg has its call and channel (foreign keys): only a search needs them to count.
const callLogCounts = preparedReads((shape: CallLogShape) => (tx) => {
  const counted = tx.select({ one: sql`1` }).from(callLegs);
  const matches = shape.search
    ? counted
        .innerJoin(inboundCalls, eq(inboundCalls.id, callLegs.callId))
        .innerJoin(channels, eq(channels.id, callLegs.channelId))
    : counted;
  return boundedCountOf(tx, matches.where(callLogWhere(shape)));
});

export async function searchCallLegs(
  tx: Tx,
  c: CallLogCriteria,
): Promise<{ rows: CallLegRow[]; total: number }> {
  const digits = c.search?.replace(/\D/g, '') ?? '';
  const shape: CallLogShape = {
    from: c.from !== null,
    to: c.to !== null,
    excludeOngoing: c.excludeOngoing,
    search: c.search !== null,
    digits: digits.length > 0,
    sortBy: c.sortBy,
  };
  const values = { ...pageValues(c), digits: `%${digits}%` };
  const rows = await callLogPages(shape)(tx, values);
  const total = await pageCount({ ...c, rows: rows.length }, () =>
    callLogCounts(shape)(tx, values),
  );
  return { rows, total };
}

const ongoingLegs = preparedRead((tx) =>
  legsFrom(tx)
    .where(
      and(
        eq(callLegs.clientId, placeholder('clientId')),
        inArray(callLegs.status, [...ONGOING_CALL_LEG_STATUSES]),
      ),
    )
    .orderBy(desc(callLegs.deliveredAt), desc(callLegs.id))
    .limit(placeholder('limit')),
);

/** The client's calls in flight (ringing or connected), newest first. */
export async function ongoingCallLegs(tx: Tx, clientId: number, limit: number) {
  return ongoingLegs(tx, { clientId, limit });
}

export async function findCallLegBySid(tx: Tx, sid: string): Promise<CallLegRow | null> {
  const [row] = await legsFrom(tx).where(eq(callLegs.sid, sid));
  return row ?? null;
}

export async function findCallLegBySale(tx: Tx, saleId: number): Promise<CallLegRow | null> {
  const [row] = await legsFrom(tx).where(eq(callLegs.saleId, saleId)).limit(1);
  return row ?? null;
}

// ---- sales (a client's leads) ----

/** A delivery as its sale's row carries it (json_agg; sentAt as ISO text in UTC). */
export interface SaleDeliveryJson {
  id: number;
  kind: 'email' | 'crm';
  to: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: string | null;
}

/**
 * The sale's deliveries (its e-mail, its CRM posts) as one JSON array, oldest first: a sale is
 * one row whatever its deliveries (issue 36, decision 0053); the unique index
 * lead_deliveries_sale_target, led by sale_id, finds them.
 */
const saleDeliveries = sql<SaleDeliveryJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${leadDeliveries.id}, 'kind', ${leadDeliveries.kind}, 'to', ${leadDeliveries.to},
    'status', ${leadDeliveries.status}, 'attempts', ${leadDeliveries.attempts},
    'sentAt', ${isoText(leadDeliveries.sentAt)})
    order by ${leadDeliveries.id}), '[]'::json)
  from ${leadDeliveries} where ${leadDeliveries.saleId} = ${leadSales.id})`;

const saleColumns = {
  id: leadSales.id,
  clientId: leadSales.clientId,
  channelId: leadSales.channelId,
  channelName,
  priceCents: leadSales.priceCents,
  soldAt: leadSales.soldAt,
  leadId: leads.id,
  productTypeId: leads.productTypeId,
  quoteType: leads.quoteType,
  zipCode: leads.zipCode,
  stateAbbreviation: leads.stateAbbreviation,
  county: leads.county,
  consumer: leads.consumer,
  receivedAt: leads.receivedAt,
  deliveries: saleDeliveries,
};

const salesFrom = (tx: Tx) =>
  tx
    .select(saleColumns)
    .from(leadSales)
    .innerJoin(leads, eq(leads.id, leadSales.leadId))
    .innerJoin(channels, eq(channels.id, leadSales.channelId));

export type SaleRow = Awaited<ReturnType<ReturnType<typeof salesFrom>['execute']>>[number];

export async function findSale(tx: Tx, saleId: number): Promise<SaleRow | null> {
  const [row] = await salesFrom(tx).where(eq(leadSales.id, saleId));
  return row ?? null;
}

const WEB_ORDERS: Record<WebLeadSort, SQL[]> = {
  '-DELIVERY_DATETIME_UTC': [desc(leadSales.soldAt), desc(leadSales.id)],
  DELIVERY_DATETIME_UTC: [asc(leadSales.soldAt), asc(leadSales.id)],
  '-PRICE': [desc(leadSales.priceCents), desc(leadSales.soldAt), desc(leadSales.id)],
  PRICE: [asc(leadSales.priceCents), asc(leadSales.soldAt), asc(leadSales.id)],
  '-CHANNEL': [desc(channelName), desc(leadSales.soldAt), desc(leadSales.id)],
  CHANNEL: [asc(channelName), asc(leadSales.soldAt), asc(leadSales.id)],
};

export interface WebLeadCriteria extends TimeRange, PageCriteria {
  sortBy: WebLeadSort;
}

/** What decides a web lead query's text: its optional conditions and its order. */
interface WebLeadShape {
  from: boolean;
  to: boolean;
  search: boolean;
  sortBy: WebLeadSort;
}

function webLeadWhere(shape: WebLeadShape): SQL {
  const conditions: SQL[] = [
    eq(leadSales.clientId, placeholder('clientId')),
    eq(leadSales.productTypeId, 1),
  ];
  if (shape.from) conditions.push(gte(leadSales.soldAt, placeholder('from')));
  if (shape.to) conditions.push(lt(leadSales.soldAt, placeholder('to')));
  if (shape.search) {
    const p = placeholder('pattern');
    const consumerText = sql`lower(concat_ws(' ', ${leads.consumer}->>'firstName', ${leads.consumer}->>'lastName', ${leads.consumer}->>'email', ${leads.consumer}->>'phone', ${leads.zipCode}, ${leads.quoteType}))`;
    conditions.push(or(sql`${consumerText} like ${p}`, sql`lower(${channelName}) like ${p}`)!);
  }
  return and(...conditions)!;
}

/**
 * A page of web leads, one row a lead (issue 36): the page's sales first, ordered and limited
 * on lead_sales (the index lead_sales_client_product_sold for the default order; the lead and
 * the channel joined only when the search or the order reads them), then their lead, channel
 * and deliveries for those rows only, in the same order.
 */
const webLeadPages = preparedReads((shape: WebLeadShape) => (tx) => {
  let keys = tx.select({ id: leadSales.id }).from(leadSales).$dynamic();
  if (shape.search) keys = keys.innerJoin(leads, eq(leads.id, leadSales.leadId));
  if (shape.search || shape.sortBy.endsWith('CHANNEL')) {
    keys = keys.innerJoin(channels, eq(channels.id, leadSales.channelId));
  }
  const page = keys
    .where(webLeadWhere(shape))
    .orderBy(...WEB_ORDERS[shape.sortBy])
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page');
  return tx
    .select(saleColumns)
    .from(page)
    .innerJoin(leadSales, eq(leadSales.id, page.id))
    .innerJoin(leads, eq(leads.id, leadSales.leadId))
    .innerJoin(channels, eq(channels.id, leadSales.channelId))
    .orderBy(...WEB_ORDERS[shape.sortBy]);
});

// The sale carries its product: only a search needs the lead and the channel to count. A sale
// is one lead (lead_sales_lead_client): the count is of leads, never of their deliveries.
const webLeadCounts = preparedReads((shape: WebLeadShape) => (tx) => {
  const counted = tx.select({ one: sql`1` }).from(leadSales);
  const matches = shape.search
    ? counted
        .innerJoin(leads, eq(leads.id, leadSales.leadId))
        .innerJoin(channels, eq(channels.id, leadSales.channelId))
    : counted;
  return boundedCountOf(tx, matches.where(webLeadWhere(shape)));
});

export async function searchWebLeads(
  tx: Tx,
  c: WebLeadCriteria,
): Promise<{ rows: SaleRow[]; total: number }> {
  const shape: WebLeadShape = {
    from: c.from !== null,
    to: c.to !== null,
    search: c.search !== null,
    sortBy: c.sortBy,
  };
  const values = pageValues(c);
  const rows = await webLeadPages(shape)(tx, values);
  const total = await pageCount({ ...c, rows: rows.length }, () =>
    webLeadCounts(shape)(tx, values),
  );
  return { rows, total };
}

export async function deliveriesOfSale(tx: Tx, saleId: number) {
  return tx
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.saleId, saleId))
    .orderBy(asc(leadDeliveries.id));
}

// ---- credit request ----

/** The lead's credit request (a lead has one at most, decision 0044), or null. */
export async function findCreditRequest(tx: Tx, saleId: number) {
  const [row] = await tx
    .select({
      reason: leadCredits.reason,
      description: leadCredits.description,
      requestedAt: leadCredits.requestedAt,
      requestedByName: leadCredits.requestedByName,
      status: leadCredits.status,
    })
    .from(leadCredits)
    .where(eq(leadCredits.saleId, saleId));
  return row ?? null;
}

export type CreditRequestRow = NonNullable<Awaited<ReturnType<typeof findCreditRequest>>>;

// ---- notes ----

export type NoteRow = typeof leadNotes.$inferSelect;

export async function notesOfSale(tx: Tx, saleId: number): Promise<NoteRow[]> {
  return tx
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.saleId, saleId))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
}

export async function insertNote(tx: Tx, values: typeof leadNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await tx.insert(leadNotes).values(values).returning();
  return row!;
}

export async function findNote(tx: Tx, id: number): Promise<NoteRow | null> {
  const [row] = await tx.select().from(leadNotes).where(eq(leadNotes.id, id));
  return row ?? null;
}

export async function deleteNoteRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(leadNotes).where(eq(leadNotes.id, id));
}

// ---- metrics ----

/** The daily rows of a client's channels of one product, by day and channel. */
export async function dailyMetrics(
  tx: Tx,
  clientId: number,
  productTypeId: number,
  from: string,
  to: string,
) {
  return tx
    .select({
      day: leadDailyMetrics.day,
      channelId: leadDailyMetrics.channelId,
      channelName,
      leads: leadDailyMetrics.leads,
      spendCents: leadDailyMetrics.spendCents,
      callsOffered: leadDailyMetrics.callsOffered,
      callsAnswered: leadDailyMetrics.callsAnswered,
    })
    .from(leadDailyMetrics)
    .innerJoin(channels, eq(channels.id, leadDailyMetrics.channelId))
    .where(
      and(
        eq(leadDailyMetrics.clientId, clientId),
        eq(leadDailyMetrics.productTypeId, productTypeId),
        sql`${leadDailyMetrics.day} between ${from} and ${to}`,
      ),
    )
    .orderBy(asc(leadDailyMetrics.day), asc(leadDailyMetrics.channelId));
}

// ---- dead letter queue ----

const deadLetterColumns = {
  id: leadDeliveries.id,
  saleId: leadDeliveries.saleId,
  to: leadDeliveries.to,
  status: leadDeliveries.status,
  attempts: leadDeliveries.attempts,
  lastError: leadDeliveries.lastError,
  lastAttemptAt: leadDeliveries.nextAttemptAt,
  clientId: leadSales.clientId,
  clientName: clients.fullName,
  channelId: leadSales.channelId,
  channelName,
  soldAt: leadSales.soldAt,
};

const deadLettersFrom = (tx: Tx) =>
  tx
    .select(deadLetterColumns)
    .from(leadDeliveries)
    .innerJoin(leadSales, eq(leadSales.id, leadDeliveries.saleId))
    .innerJoin(clients, eq(clients.id, leadSales.clientId))
    .innerJoin(channels, eq(channels.id, leadSales.channelId));

export type DeadLetterRow = Awaited<
  ReturnType<ReturnType<typeof deadLettersFrom>['execute']>
>[number];

export async function listFailedDeliveries(tx: Tx, limit: number, offset: number) {
  const rows = await deadLettersFrom(tx)
    .where(eq(leadDeliveries.status, 'failed'))
    .orderBy(desc(leadDeliveries.nextAttemptAt), desc(leadDeliveries.id))
    .limit(limit)
    .offset(offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.status, 'failed'));
  return { rows, total: count?.n ?? 0 };
}

export async function findDelivery(tx: Tx, id: number): Promise<DeadLetterRow | null> {
  const [row] = await deadLettersFrom(tx).where(eq(leadDeliveries.id, id)).for('update', {
    of: leadDeliveries,
  });
  return row ?? null;
}

/** Puts a failed delivery back in the outbox, due now, with its attempts counted afresh. */
export async function findLeadConsumer(tx: Tx, leadId: number) {
  const [row] = await tx
    .select({ consumer: leads.consumer })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row?.consumer ?? null;
}
