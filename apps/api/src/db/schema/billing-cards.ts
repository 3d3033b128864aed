import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { CARD_STATUSES } from '@client-admin/domain/billing/cards/card-constants';
import { clients } from './clients';

/**
 * A client's cards (decision 0031): only what the card vault answered (its customer and payment
 * profile ids, brand, last four) and what the card form says of the holder and expiry. Never the
 * number or the CVV, which go from the browser to the vault only.
 */
export const cards = pgTable(
  'cards',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** Which vault holds it: 'sandbox' or 'authnet'. */
    vault: text().notNull(),
    customerProfileId: text().notNull(),
    paymentProfileId: text().notNull(),
    brand: text().notNull(),
    lastFour: text().notNull(),
    monthExpires: smallint().notNull(),
    yearExpires: smallint().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    companyName: text().notNull().default(''),
    address1: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    status: text({ enum: CARD_STATUSES }).notNull().default('ACTIVE'),
    isPrimary: boolean().notNull().default(false),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cards_client').on(t.clientId, t.status),
    uniqueIndex('cards_one_primary')
      .on(t.clientId)
      .where(sql`${t.isPrimary} and ${t.status} = 'ACTIVE'`),
    check('cards_last_four', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Customer-service alerts (POST /api/reactivation/cs-alert): a client user reached the card
 * limit; client services are mailed and the row is kept for them.
 */
export const customerServiceAlerts = pgTable(
  'customer_service_alerts',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    reason: text().notNull(),
    /** The client's words to customer service (seed 000 §7: body clientId, message). */
    message: text().notNull().default(''),
    raisedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_service_alerts_client').on(t.clientId, t.createdAt)],
);

/**
 * The embedded sandbox vault's own storage: derived data only (brand, last four, expiry, which
 * test outcome). One-time tokens are kept as their sha256, expire after 15 minutes, are used once.
 */
export const sandboxVaultTokens = pgTable('sandbox_vault_tokens', {
  tokenHash: text().primaryKey(),
  brand: text().notNull(),
  lastFour: text().notNull(),
  monthExpires: smallint().notNull(),
  yearExpires: smallint().notNull(),
  /** approve, decline or error: what charges of this card do. */
  outcome: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

export const sandboxVaultPaymentProfiles = pgTable(
  'sandbox_vault_payment_profiles',
  {
    id: serial().primaryKey(),
    customerProfileId: text().notNull(),
    brand: text().notNull(),
    lastFour: text().notNull(),
    monthExpires: smallint().notNull(),
    yearExpires: smallint().notNull(),
    outcome: text().notNull(),
    zip: text().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_vault_payment_profiles_customer').on(t.customerProfileId)],
);

export const sandboxVaultTransactions = pgTable(
  'sandbox_vault_transactions',
  {
    id: serial().primaryKey(),
    kind: text({ enum: ['charge', 'refund', 'void'] }).notNull(),
    paymentProfileId: integer().references(() => sandboxVaultPaymentProfiles.id),
    /** The charge a refund or void is of. */
    relatedId: integer(),
    amountCents: integer().notNull(),
    /** The merchant's reference: a charge with a reference already answered is answered again. */
    reference: text(),
    responseCode: text().notNull(),
    messageCode: text().notNull(),
    messageText: text().notNull(),
    voided: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_vault_transactions_reference')
      .on(t.reference)
      .where(sql`${t.reference} is not null`),
    index('sandbox_vault_transactions_related').on(t.relatedId),
  ],
);
