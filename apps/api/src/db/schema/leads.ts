import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { clients } from './clients';
import { leadSales } from './lead-flow';

/**
 * The leads screens (issue 17, decision 0032): notes on a client's lead (a sale: its session id)
 * and the daily metric rows the metrics charts read instead of scanning sales and calls.
 */

/** A note a person wrote on a client's lead; clientId is the sale's, for the access check. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial().primaryKey(),
    saleId: integer()
      .notNull()
      .references(() => leadSales.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    note: text().notNull(),
    createdBy: text().notNull(),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_sale').on(t.saleId, t.createdAt)],
);

/**
 * One channel's day (a New York day since migration 0038, issue 36): leads sold and their spend
 * (from lead_sales), calls offered and answered (from call_legs). Kept by triggers of migrations
 * lead_daily_metrics_triggers and lead_daily_metrics_new_york_days in the transaction of each
 * sale and call leg, so a range's metrics read days, never sales.
 */
export const leadDailyMetrics = pgTable(
  'lead_daily_metrics',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    productTypeId: smallint().notNull(),
    leads: integer().notNull().default(0),
    spendCents: bigint({ mode: 'number' }).notNull().default(0),
    callsOffered: integer().notNull().default(0),
    callsAnswered: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.channelId, t.day] }),
    index('lead_daily_metrics_client_day').on(t.clientId, t.day),
  ],
);
