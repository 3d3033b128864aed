import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CREDIT_STATUSES } from '@client-admin/domain/credits/credit-constants';
import { ledgerTransactions } from './billing';
import { clients } from './clients';
import { leadSales } from './lead-flow';

const statusList = sql.raw(CREDIT_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Lead credits (decision 0044): a client's request to get a sold lead's price back, one a lead
 * ever, decided once by staff. An approval's ledger CREDIT is linked here; client and product are
 * the sale's, copied so the lists and the credit rate read this table alone.
 */
export const leadCredits = pgTable(
  'lead_credits',
  {
    id: serial().primaryKey(),
    saleId: integer()
      .notNull()
      .references(() => leadSales.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    productTypeId: smallint().notNull(),
    /** A credit reason code of the lead's type (packages/domain credit-reasons). */
    reason: text().notNull(),
    description: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The login id (or the outside issuer's subject) of who asked, and its name as shown. */
    requestedBy: text().notNull(),
    requestedByName: text().notNull(),
    status: text({ enum: CREDIT_STATUSES }).notNull().default('Pending'),
    decidedAt: timestamp({ withTimezone: true }),
    /** The staff member's name. */
    decidedBy: text(),
    denialReason: text(),
    denialDescription: text(),
    /** The approval's CREDIT. */
    ledgerTransactionId: integer().references(() => ledgerTransactions.id),
  },
  (t) => [
    uniqueIndex('lead_credits_sale').on(t.saleId),
    // The list (one status, newest request first) read backwards, the dialer (the oldest pending
    // first) forwards.
    index('lead_credits_status_requested').on(t.status, t.requestedAt, t.id),
    // A client's credits by date: its credit rate.
    index('lead_credits_client_requested').on(t.clientId, t.requestedAt),
    check('lead_credits_status', sql`${t.status} in (${statusList})`),
  ],
);
