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
import { CARD_REFUND_STATES } from '@client-admin/domain/billing/card-refund';
import { ledgerTransactions } from './billing';
import { cards } from './billing-cards';
import { clients } from './clients';

/**
 * Refunds to the card, promos and group debt replacement (decision 0040). `card_payments` and
 * `group_debt_replacements` are the ledger's own links (written by ledger.service.ts in the
 * movement's transaction, append-only like the ledger, triggers in migration 0017).
 */

/** The promos a PROMO transaction may apply; synced from packages/domain at every start. */
export const promos = pgTable('promos', {
  code: text().primaryKey(),
  name: text().notNull(),
  /** Null: the custom promo, any amount. */
  amountCents: integer(),
  sortOrder: integer().notNull(),
});

/** Which vault charge paid a CARD_CHARGE or RECHARGE: what a refund to the card refunds. */
export const cardPayments = pgTable('card_payments', {
  ledgerTransactionId: integer()
    .primaryKey()
    .references(() => ledgerTransactions.id),
  cardId: integer()
    .notNull()
    .references(() => cards.id),
  vaultTransactionId: text().notNull(),
});

/**
 * A refund to the card: claimed before the vault is called, then recorded (the ledger's REFUND)
 * or refused. A claim not yet recorded or refused holds its amount of the original.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    originalTransactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    productType: smallint().notNull(),
    amountCents: integer().notNull(),
    description: text().notNull().default(''),
    status: text({ enum: CARD_REFUND_STATES }).notNull(),
    /** Vault calls made; each attempt after a refusal has its own reference. */
    attempts: integer().notNull().default(1),
    caller: text().notNull(),
    idempotencyKey: text(),
    requestHash: text(),
    vaultTransactionId: text(),
    messageCode: text(),
    messageText: text(),
    ledgerTransactionId: integer().references(() => ledgerTransactions.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_refunds_key')
      .on(t.caller, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('card_refunds_original').on(t.originalTransactionId),
    check('card_refunds_amount', sql`${t.amountCents} > 0`),
  ],
);

/** A GROUP_DEBT_REPLACEMENT: the group debt it replaces and the client's money that paid it. */
export const groupDebtReplacements = pgTable(
  'group_debt_replacements',
  {
    ledgerTransactionId: integer()
      .primaryKey()
      .references(() => ledgerTransactions.id),
    debtTransactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    sourceTransactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    amountCents: integer().notNull(),
  },
  (t) => [
    index('group_debt_replacements_debt').on(t.debtTransactionId),
    index('group_debt_replacements_source').on(t.sourceTransactionId),
    check('group_debt_replacements_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A promo granted to a client (decision 0081): what was granted, of which product, and its own
 * PROMO ledger transaction (none for a promo worth $0, which moves no money).
 */
export const clientPromos = pgTable(
  'client_promos',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    promoCode: text()
      .notNull()
      .references(() => promos.code),
    productType: integer().notNull(),
    amountCents: integer().notNull(),
    description: text().notNull().default(''),
    ledgerTransactionId: integer().references(() => ledgerTransactions.id),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_promos_client').on(t.clientId, t.createdAt)],
);
