import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CALL_LEG_STATUSES } from '@client-admin/domain/lead-flow/call-legs';
import { ledgerTransactions } from './billing';
import { channels } from './channels';
import { clients } from './clients';
import { bytea } from './column-types';
import { leads, leadSales } from './lead-flow';
import { vendors } from './packages';

/**
 * Inbound calls (issue 16, decision 0033): the call a vendor transfers, the legs it is offered
 * to call channels through the telephony port, and the recordings of the answered legs.
 */

export const CALL_TYPES = ['WarmTransfer', 'ColdTransfer'] as const;

/** A leg's statuses (ringing and answered are the spec's Ongoing): domain lead-flow/call-legs. */
export {
  CALL_LEG_STATUSES,
  ONGOING_CALL_LEG_STATUSES,
} from '@client-admin/domain/lead-flow/call-legs';

/**
 * A call a vendor posted: one row per (vendor, vendor's call id), whatever the retries. Its
 * routing record is a lead of product 2 (leadId): decisions, sales and diagnostics are the web
 * leads' ones.
 */
export const inboundCalls = pgTable(
  'inbound_calls',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id),
    vendorCallId: text().notNull(),
    leadId: integer()
      .notNull()
      .references(() => leads.id),
    callerNumber: text().notNull(),
    zipCode: text().notNull(),
    stateAbbreviation: text().notNull(),
    county: text().notNull(),
    productTypeId: smallint().notNull().default(2),
    quoteType: text().notNull(),
    callType: text({ enum: CALL_TYPES }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('inbound_calls_vendor_call').on(t.vendorId, t.vendorCallId),
    uniqueIndex('inbound_calls_lead').on(t.leadId),
    index('inbound_calls_received').on(t.receivedAt),
  ],
);

/**
 * One offer of a call to a channel: the outbound call to the channel's phone. sid is ours
 * (the lead detail's outboundCallSid); providerCallId is the telephony provider's id.
 * deliveredAt is when the leg was offered (the call log's delivery datetime).
 */
export const callLegs = pgTable(
  'call_legs',
  {
    id: serial().primaryKey(),
    sid: text().notNull(),
    callId: integer()
      .notNull()
      .references(() => inboundCalls.id),
    channelId: integer()
      .notNull()
      .references(() => channels.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** 1 for the first channel offered, 2 when the call rolled over to the next, ... */
    attempt: smallint().notNull(),
    toNumber: text().notNull(),
    providerCallId: text(),
    status: text({ enum: CALL_LEG_STATUSES }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** Seconds connected (answered to hang-up); 0 until it ends or when never answered. */
    durationSeconds: integer().notNull().default(0),
    /** The price the leg was offered at; charged only when it becomes billable. */
    priceCents: integer().notNull(),
    /** True once connected for the channel's billTimeThreshold seconds: sold and charged. */
    billable: boolean().notNull().default(false),
    saleId: integer().references(() => leadSales.id),
    ledgerTransactionId: integer().references(() => ledgerTransactions.id),
    /** A missed leg's penalty (the channel's missedCallPenalty) and its ledger movement. */
    penaltyCents: integer(),
    penaltyTransactionId: integer().references(() => ledgerTransactions.id),
    recordingKey: text(),
  },
  (t) => [
    uniqueIndex('call_legs_sid').on(t.sid),
    uniqueIndex('call_legs_provider').on(t.providerCallId),
    index('call_legs_call').on(t.callId, t.attempt),
    // The call log: a client's calls, newest delivery first.
    index('call_legs_client_delivered').on(t.clientId, t.deliveredAt.desc()),
    // The answer rate and the unanswered streak of a channel.
    index('call_legs_channel_delivered').on(t.channelId, t.deliveredAt.desc()),
    // Concurrency: the legs in flight of a channel; the call log's ongoing calls of a client.
    index('call_legs_ongoing')
      .on(t.channelId, t.clientId)
      .where(sql`${t.status} in ('ringing', 'answered')`),
  ],
);

/** The audio of a recorded leg (audio/wav), fetched by the recording call with its client check. */
export const callRecordings = pgTable('call_recordings', {
  key: text().primaryKey(),
  legId: integer()
    .notNull()
    .references(() => callLegs.id),
  contentType: text().notNull().default('audio/wav'),
  durationSeconds: integer().notNull(),
  audio: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
