import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CallLegStatus } from '@client-admin/domain/lead-flow/call-legs';
import type { Tx } from '../../../db/database';
import { callLegs, callRecordings, inboundCalls } from '../../../db/schema/calls';
import { channels } from '../../../db/schema/channels';
import { leads } from '../../../db/schema/lead-flow';

export type InboundCallRow = typeof inboundCalls.$inferSelect;
export type CallLegRow = typeof callLegs.$inferSelect;

/** Inserts the call unless the vendor posted its call id before; null then. */
export async function insertInboundCall(
  tx: Tx,
  values: typeof inboundCalls.$inferInsert,
): Promise<InboundCallRow | null> {
  const [row] = await tx.insert(inboundCalls).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findVendorCall(
  tx: Tx,
  vendorId: number,
  vendorCallId: string,
): Promise<InboundCallRow | null> {
  const [row] = await tx
    .select()
    .from(inboundCalls)
    .where(and(eq(inboundCalls.vendorId, vendorId), eq(inboundCalls.vendorCallId, vendorCallId)));
  return row ?? null;
}

export async function findCall(tx: Tx, callId: number): Promise<InboundCallRow | null> {
  const [row] = await tx.select().from(inboundCalls).where(eq(inboundCalls.id, callId));
  return row ?? null;
}

export async function findLead(tx: Tx, leadId: number) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, leadId));
  return row ?? null;
}

export async function legsOfCall(tx: Tx, callId: number): Promise<CallLegRow[]> {
  return tx
    .select()
    .from(callLegs)
    .where(eq(callLegs.callId, callId))
    .orderBy(asc(callLegs.attempt));
}

export async function insertLeg(tx: Tx, values: typeof callLegs.$inferInsert): Promise<CallLegRow> {
  const [row] = await tx.insert(callLegs).values(values).returning();
  return row!;
}

export async function updateLeg(
  tx: Tx,
  legId: number,
  changes: Partial<typeof callLegs.$inferInsert>,
): Promise<void> {
  await tx.update(callLegs).set(changes).where(eq(callLegs.id, legId));
}

/** The leg of a sid, locked for its event, with the channel settings its outcome reads. */
export async function lockLeg(tx: Tx, sid: string) {
  const [row] = await tx
    .select({
      leg: callLegs,
      channel: {
        status: channels.status,
        billTimeThreshold: channels.billTimeThreshold,
        enableRecording: channels.enableRecording,
        enableAutoPause: channels.enableAutoPause,
        unansweredThreshold: channels.unansweredThreshold,
        missedCallPenaltyCents: channels.missedCallPenaltyCents,
        temporaryPause: channels.temporaryPause,
      },
    })
    .from(callLegs)
    .innerJoin(channels, eq(channels.id, callLegs.channelId))
    .where(eq(callLegs.sid, sid))
    .for('update', { of: callLegs });
  return row ?? null;
}

export async function findLegBySid(tx: Tx, sid: string): Promise<CallLegRow | null> {
  const [row] = await tx.select().from(callLegs).where(eq(callLegs.sid, sid));
  return row ?? null;
}

/** A channel's latest legs' statuses, newest first: its answer record. */
export async function latestLegStatuses(
  tx: Tx,
  channelId: number,
  limit: number,
): Promise<CallLegStatus[]> {
  const rows = await tx
    .select({ status: callLegs.status })
    .from(callLegs)
    .where(eq(callLegs.channelId, channelId))
    .orderBy(desc(callLegs.deliveredAt), desc(callLegs.id))
    .limit(limit);
  return rows.map((r) => r.status);
}

/** What only call channels need beyond the candidate query: phones, recording, lines in use. */
export async function callChannelExtras(tx: Tx, channelIds: readonly number[]) {
  if (channelIds.length === 0) return [];
  return tx
    .select({
      id: channels.id,
      phoneNumbers: channels.phoneNumbers,
      enableRecording: channels.enableRecording,
      // Spelled out: drizzle would name the outer id unqualified, which call_legs has too.
      callsInFlight: sql<number>`(select count(*) from call_legs l
        where l.channel_id = "channels"."id" and l.status in ('ringing', 'answered'))::int`,
    })
    .from(channels)
    .where(inArray(channels.id, [...channelIds]));
}

export async function insertRecording(
  tx: Tx,
  values: typeof callRecordings.$inferInsert,
): Promise<void> {
  await tx.insert(callRecordings).values(values).onConflictDoNothing();
}

export async function findRecording(tx: Tx, key: string) {
  const [row] = await tx.select().from(callRecordings).where(eq(callRecordings.key, key));
  return row ?? null;
}

/** Every leg in flight (ringing or answered), for the stale-legs job. */
export async function legsInFlight(tx: Tx) {
  return tx
    .select({
      sid: callLegs.sid,
      status: callLegs.status,
      deliveredAt: callLegs.deliveredAt,
      answeredAt: callLegs.answeredAt,
    })
    .from(callLegs)
    .where(inArray(callLegs.status, ['ringing', 'answered']));
}
