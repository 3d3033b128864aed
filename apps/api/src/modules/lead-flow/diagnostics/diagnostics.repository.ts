import { and, count, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/database';
import { leadDecisions, leads } from '../../../db/schema/lead-flow';

/** A channel's kind of lead and since when its leads are looked at. */
export interface ChannelWindow {
  channelId: number;
  productTypeId: number;
  quoteType: string;
  since: Date;
}

/** The window, and since when a lead it was no candidate for counts (not before it existed). */
export interface MissedWindow extends ChannelWindow {
  undecidedSince: Date;
}

const ofKind = (w: ChannelWindow) =>
  and(
    eq(leads.productTypeId, w.productTypeId),
    eq(leads.quoteType, w.quoteType.toLowerCase()),
    gte(leads.receivedAt, w.since),
  );

/**
 * The latest leads of the channel's kind it did not buy, newest first, with its decision when
 * it was a candidate (none: the candidate query left it out, its territory did not reach them).
 */
export async function listMissed(tx: Tx, w: MissedWindow, limit: number) {
  return tx
    .select({
      leadId: leads.id,
      receivedAt: leads.receivedAt,
      quoteType: leads.quoteType,
      stateAbbreviation: leads.stateAbbreviation,
      county: leads.county,
      reasonCode: leadDecisions.reasonCode,
      details: leadDecisions.details,
    })
    .from(leads)
    .leftJoin(
      leadDecisions,
      and(eq(leadDecisions.leadId, leads.id), eq(leadDecisions.channelId, w.channelId)),
    )
    .where(
      and(
        ofKind(w),
        or(
          isNotNull(leadDecisions.reasonCode),
          and(isNull(leadDecisions.leadId), gte(leads.receivedAt, w.undecidedSince)),
        ),
      ),
    )
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .limit(limit);
}

export async function countLeadsOfKind(tx: Tx, w: ChannelWindow): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(leads).where(ofKind(w));
  return row?.n ?? 0;
}

/** How many leads the channel was a candidate for since then (decided as they arrived). */
export async function countDecisionsSince(tx: Tx, channelId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(leadDecisions)
    .where(and(eq(leadDecisions.channelId, channelId), gte(leadDecisions.decidedAt, since)));
  return row?.n ?? 0;
}

/** Per reason (null: bought): how many decisions, and the latest one's details. */
export async function countDecisions(tx: Tx, w: ChannelWindow) {
  return tx
    .select({
      reasonCode: leadDecisions.reasonCode,
      count: count(),
      details: sql<
        Record<string, unknown>
      >`(array_agg(${leadDecisions.details} order by ${leadDecisions.decidedAt} desc, ${leadDecisions.leadId} desc))[1]`,
    })
    .from(leadDecisions)
    .where(and(eq(leadDecisions.channelId, w.channelId), gte(leadDecisions.decidedAt, w.since)))
    .groupBy(leadDecisions.reasonCode);
}

/** Deletes the routing decisions made before the instant; answers how many. */
export async function deleteDecisionsBefore(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(leadDecisions)
    .where(lt(leadDecisions.decidedAt, before))
    .returning({ leadId: leadDecisions.leadId });
  return gone.length;
}
