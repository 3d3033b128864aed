import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import type { Database } from '../../db/database';
import { callLegs, CALL_LEG_STATUSES, inboundCalls } from '../../db/schema/calls';
import { channels } from '../../db/schema/channels';
import { clientLogins, users } from '../../db/schema/identity';
import { leadDeliveries, leads, leadSales } from '../../db/schema/lead-flow';

/**
 * Test-only: calls written straight into the calls tables (as the telephony flow leaves them),
 * with a sale for a billable one, so the leads screens' tests do not depend on the dialer.
 */

export const newSid = () => `CA${randomBytes(16).toString('hex')}`;

/** The client a demo client login belongs to. */
export async function clientOfLogin(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ clientId: clientLogins.clientId })
    .from(clientLogins)
    .innerJoin(users, eq(users.id, clientLogins.userId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no client login ${email}`);
  return row.clientId;
}

/**
 * A call channel of the client (its first), to hang calls on: a call on a web channel would add
 * its sale to that channel's web day in the daily metrics.
 */
export async function callChannelOf(db: Database, clientId: number): Promise<number> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.clientId, clientId), eq(channels.productTypeId, PRODUCT_IDS.CALL)))
    .orderBy(channels.id)
    .limit(1);
  if (!row) throw new Error(`client ${clientId} has no call channel`);
  return row.id;
}

export interface CallSpec {
  clientId: number;
  channelId: number;
  status: (typeof CALL_LEG_STATUSES)[number];
  deliveredAt: Date;
  callerNumber?: string;
  durationSeconds?: number;
  priceCents?: number;
  /** Billable: a sale is written and linked. */
  sold?: boolean;
  recordingKey?: string | null;
}

let sequence = 0;

/** One inbound call offered to one channel; answers the leg's sid and the sale id (or null). */
export async function insertCall(
  db: Database,
  spec: CallSpec,
): Promise<{ sid: string; saleId: number | null; legId: number }> {
  sequence += 1;
  const vendorCallId = `test-call-${Date.now()}-${sequence}`;
  const answered = spec.status === 'answered' || spec.status === 'completed';
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        vendorId: 1,
        vendorLeadId: `call:${vendorCallId}`,
        productTypeId: PRODUCT_IDS.CALL,
        quoteType: 'auto',
        zipCode: '78701',
        stateAbbreviation: 'TX',
        county: 'TRAVIS',
        consumer: {
          firstName: '',
          lastName: '',
          email: '',
          phone: spec.callerNumber ?? '(512) 555-0199',
        },
        receivedAt: spec.deliveredAt,
      })
      .returning({ id: leads.id });
    const [call] = await tx
      .insert(inboundCalls)
      .values({
        vendorId: 1,
        vendorCallId,
        leadId: lead!.id,
        callerNumber: spec.callerNumber ?? '(512) 555-0199',
        zipCode: '78701',
        stateAbbreviation: 'TX',
        county: 'TRAVIS',
        quoteType: 'auto',
        callType: 'WarmTransfer',
        receivedAt: spec.deliveredAt,
      })
      .returning({ id: inboundCalls.id });
    let saleId: number | null = null;
    if (spec.sold) {
      const [sale] = await tx
        .insert(leadSales)
        .values({
          leadId: lead!.id,
          channelId: spec.channelId,
          clientId: spec.clientId,
          priceCents: spec.priceCents ?? 2500,
          localDate: spec.deliveredAt.toISOString().slice(0, 10),
          soldAt: spec.deliveredAt,
          productTypeId: PRODUCT_IDS.CALL,
        })
        .returning({ id: leadSales.id });
      saleId = sale!.id;
    }
    const sid = newSid();
    const [leg] = await tx
      .insert(callLegs)
      .values({
        sid,
        callId: call!.id,
        channelId: spec.channelId,
        clientId: spec.clientId,
        attempt: 1,
        toNumber: '5125550100',
        status: spec.status,
        deliveredAt: spec.deliveredAt,
        answeredAt: answered ? new Date(spec.deliveredAt.getTime() + 5_000) : null,
        endedAt:
          spec.status === 'completed' ? new Date(spec.deliveredAt.getTime() + 200_000) : null,
        durationSeconds: spec.durationSeconds ?? (spec.status === 'completed' ? 195 : 0),
        priceCents: spec.priceCents ?? 2500,
        billable: spec.sold ?? false,
        saleId,
        recordingKey: spec.recordingKey ?? null,
      })
      .returning({ id: callLegs.id });
    return { sid, saleId, legId: leg!.id };
  });
}

/** A web channel of the client (its first). */
export async function webChannelOf(db: Database, clientId: number): Promise<number> {
  const [row] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.clientId, clientId), eq(channels.productTypeId, PRODUCT_IDS.WEB)))
    .orderBy(channels.id)
    .limit(1);
  if (!row) throw new Error(`client ${clientId} has no web channel`);
  return row.id;
}

export interface WebSaleSpec {
  clientId: number;
  channelId: number;
  soldAt: Date;
  priceCents?: number;
  /** Its deliveries, queued in this order. */
  deliveries: { kind: 'email' | 'crm'; to: string; status: 'pending' | 'sent' | 'failed' }[];
}

/** One web lead sold to the client with its deliveries (e-mail, CRM posts); answers the sale id. */
export async function insertWebSale(db: Database, spec: WebSaleSpec): Promise<number> {
  sequence += 1;
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        vendorId: 1,
        vendorLeadId: `test-web-${Date.now()}-${sequence}`,
        productTypeId: PRODUCT_IDS.WEB,
        quoteType: 'auto',
        zipCode: '78701',
        stateAbbreviation: 'TX',
        county: 'TRAVIS',
        consumer: {
          firstName: 'Tracy',
          lastName: `Tracking${sequence}`,
          email: `tracy${sequence}@example.com`,
          phone: '(512) 555-0177',
        },
        receivedAt: spec.soldAt,
      })
      .returning({ id: leads.id });
    const [sale] = await tx
      .insert(leadSales)
      .values({
        leadId: lead!.id,
        channelId: spec.channelId,
        clientId: spec.clientId,
        priceCents: spec.priceCents ?? 1500,
        localDate: spec.soldAt.toISOString().slice(0, 10),
        soldAt: spec.soldAt,
        productTypeId: PRODUCT_IDS.WEB,
      })
      .returning({ id: leadSales.id });
    for (const d of spec.deliveries) {
      await tx.insert(leadDeliveries).values({
        saleId: sale!.id,
        kind: d.kind,
        to: d.to,
        status: d.status,
        attempts: d.status === 'pending' ? 0 : 1,
        nextAttemptAt: spec.soldAt,
        sentAt: d.status === 'sent' ? new Date(spec.soldAt.getTime() + 2_000) : null,
        lastError: d.status === 'failed' ? 'HTTP 500' : null,
      });
    }
    return sale!.id;
  });
}

/** The latest web sale of the client (a recent demo one), for notes and detail. */
export async function webSaleOf(db: Database, clientId: number): Promise<number> {
  const [row] = await db
    .select({ id: leadSales.id })
    .from(leadSales)
    .innerJoin(leads, eq(leads.id, leadSales.leadId))
    .where(and(eq(leadSales.clientId, clientId), eq(leads.productTypeId, 1)))
    .orderBy(desc(leadSales.id))
    .limit(1);
  if (!row) throw new Error(`client ${clientId} has no web sale`);
  return row.id;
}
