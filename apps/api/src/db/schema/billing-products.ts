import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BILLING_TYPES, PAYMENT_METHODS } from '@client-admin/domain/billing/product-terms';
import { ledgerTransactions } from './billing';
import { cards } from './billing-cards';
import { clients } from './clients';

/**
 * A client's payment terms per product (GET/PUT /api/Products/{id}, decision 0031); no row reads
 * as the defaults (check, client billing, recharge threshold $50).
 */
export const productTerms = pgTable(
  'product_terms',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    productType: smallint().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    chargeDay: smallint(),
    rechargeAmountCents: integer(),
    rechargeThresholdCents: integer().notNull(),
    /** The card charged; null: the client's primary card. */
    cardId: integer().references(() => cards.id),
    spendLimitCents: integer(),
    billingType: text({ enum: BILLING_TYPES }).notNull(),
    updatedBy: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.productType] })],
);

/**
 * Automatic recharges: one request per time a balance fell below its threshold; the job charges
 * it once (its id makes the vault reference), then records the outcome.
 */
export const rechargeRequests = pgTable(
  'recharge_requests',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    productType: smallint().notNull(),
    amountCents: integer().notNull(),
    /** pending, charging, approved, declined, error, skipped. */
    status: text().notNull().default('pending'),
    cardId: integer().references(() => cards.id),
    vaultTransactionId: text(),
    messageCode: text(),
    messageText: text(),
    ledgerTransactionId: integer().references(() => ledgerTransactions.id),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // At most one open request per balance: a second sale below the threshold adds none.
    uniqueIndex('recharge_requests_open')
      .on(t.clientId, t.productType)
      .where(sql`${t.status} in ('pending', 'charging')`),
    index('recharge_requests_status').on(t.status),
  ],
);

/**
 * A client in PAUSE_RECHARGE: the status it had, and what lifts the pause — money into
 * `productType` that leaves its balance paying `coverCents` (a declined recharge's threshold, or
 * the price of the lead the balance could not pay).
 */
export const rechargePauses = pgTable('recharge_pauses', {
  clientId: integer()
    .primaryKey()
    .references(() => clients.id),
  previousStatus: text().notNull(),
  productType: smallint().notNull(),
  coverCents: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
