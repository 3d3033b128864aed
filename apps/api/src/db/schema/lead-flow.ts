import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './billing';
import { channels } from './channels';
import { clients } from './clients';
import { vendors } from './packages';

/**
 * Web lead intake and routing (issue 16, decision 0030): vendors' API keys, the leads they post,
 * the sales a routing decision makes, the decisions kept for "Why am I not getting leads?" and
 * the e-mail deliveries of the sales.
 */

/** A vendor's API key: only its sha256 is kept; staff see its first characters. */
export const vendorApiKeys = pgTable(
  'vendor_api_keys',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id),
    keyHash: text().notNull(),
    prefix: text().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_api_keys_hash').on(t.keyHash),
    index('vendor_api_keys_vendor').on(t.vendorId, t.createdAt),
  ],
);

/** What routing and delivery need of the consumer, and nothing more. */
export interface LeadConsumer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Answers to the subscription filters' questions, by filter type name. */
  answers?: Record<string, string>;
}

/** A lead a vendor posted: one row per (vendor, vendor's lead id), whatever the retries. */
export const leads = pgTable(
  'leads',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id),
    vendorLeadId: text().notNull(),
    productTypeId: smallint().notNull(),
    quoteType: text().notNull(),
    zipCode: text().notNull(),
    stateAbbreviation: text().notNull(),
    county: text().notNull(),
    consumer: jsonb().$type<LeadConsumer>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('leads_vendor_lead').on(t.vendorId, t.vendorLeadId),
    // The diagnostics: the latest leads of a channel's kind.
    index('leads_kind_received').on(t.productTypeId, t.quoteType, t.receivedAt),
    // Client rules' consumer dedupe (decision 0034): a client's earlier leads of one phone.
    index('leads_consumer_phone').on(
      sql`regexp_replace(${t.consumer}->>'phone', '[^0-9]', '', 'g')`,
    ),
  ],
);

/** One sale of a lead to a channel; one ledger LEAD_CHARGE (none for a free lead). */
export const leadSales = pgTable(
  'lead_sales',
  {
    id: serial().primaryKey(),
    leadId: integer()
      .notNull()
      .references(() => leads.id),
    channelId: integer()
      .notNull()
      .references(() => channels.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    priceCents: integer().notNull(),
    ledgerTransactionId: integer().references(() => ledgerTransactions.id),
    /** The sale's date in the client's time zone: the day, week and month caps count by it. */
    localDate: date({ mode: 'string' }).notNull(),
    soldAt: timestamp({ withTimezone: true }).notNull(),
    /** Its lead's product, copied when sold, so a client's list of one product is one index. */
    productTypeId: smallint().notNull(),
  },
  (t) => [
    uniqueIndex('lead_sales_lead_client').on(t.leadId, t.clientId),
    // The web lead list and its count: a client's sales of a product, newest first.
    index('lead_sales_client_product_sold').on(t.clientId, t.productTypeId, t.soldAt, t.id),
    index('lead_sales_channel_date').on(t.channelId, t.localDate),
    index('lead_sales_channel_sold').on(t.channelId, t.soldAt),
  ],
);

/**
 * A channel's sales of each day in its client's time zone, kept from lead_sales by a trigger of
 * migration 0029 in the transaction of each sale: the routing counts a channel's day, week and
 * month sales from at most 31 of these rows instead of every sale of the month (decision 0047).
 * No foreign key, like lead_decisions: channels are never deleted, and a key check would lock
 * the channel row on every sale.
 */
export const channelDailySales = pgTable(
  'channel_daily_sales',
  {
    channelId: integer().notNull(),
    localDate: date({ mode: 'string' }).notNull(),
    sold: integer().notNull(),
    /** The day's latest sale (migration 0033): the routing's last sale without a probe of sales. */
    lastSoldAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.localDate] })],
);

/**
 * A channel's part in a routing decision, for the diagnostics: only the candidates (channels of
 * the lead's product and quote type whose geo maps reach the lead's zip). reasonCode: the first
 * rule failed, 'outranked' for an eligible channel left out, null for a buyer.
 */
export const leadDecisions = pgTable(
  'lead_decisions',
  {
    // No key (migration 0032): nothing refers to a decision row, and a key is one more index to
    // write a hundred times a lead. No foreign keys (migration 0028): a decision writes a row per
    // candidate, a hundred on a large market, and each key check locked the candidate's channel
    // row (FOR KEY SHARE), which took half of the rows' insert. The rows are written with their
    // lead and channels in one transaction, channels are never deleted, and the purge job removes
    // rows after 30 days.
    leadId: integer().notNull(),
    channelId: integer().notNull(),
    eligible: boolean().notNull(),
    reasonCode: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('lead_decisions_channel').on(t.channelId, t.decidedAt),
    // Rows come in time order and go by age (the purge job): a block range index answers that.
    index('lead_decisions_decided').using('brin', t.decidedAt),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
/** An e-mail to the channel's address, or a signed post to one of its CRM targets. */
export const DELIVERY_KINDS = ['email', 'crm'] as const;

/**
 * A sale's delivery, sent by the lead-delivery job with retries: its e-mail (to the channel's
 * addresses) and a post to each of its CRM targets (to: the target's domain; payload: the post,
 * rendered from the lead at the sale).
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial().primaryKey(),
    saleId: integer()
      .notNull()
      .references(() => leadSales.id),
    kind: text({ enum: DELIVERY_KINDS }).notNull().default('email'),
    to: text().notNull(),
    payload: text(),
    status: text({ enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_deliveries_sale_target').on(t.saleId, t.kind, t.to),
    index('lead_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A channel a sale capped (DAYCAPPED, WEEKCAPPED) and when it is ACTIVE again: the start of the
 * client's next local day or week; the channel-cap-restore job reads it.
 */
export const channelCapRestores = pgTable(
  'channel_cap_restores',
  {
    channelId: integer()
      .primaryKey()
      .references(() => channels.id, { onDelete: 'cascade' }),
    status: text({ enum: ['DAYCAPPED', 'WEEKCAPPED'] }).notNull(),
    restoresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('channel_cap_restores_due').on(t.restoresAt)],
);
