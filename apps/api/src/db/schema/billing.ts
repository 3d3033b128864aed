import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS } from '@client-admin/domain/billing/ledger-accounts';
import { MOVEMENT_KINDS } from '@client-admin/domain/billing/movement-kinds';
import { clients } from './clients';

/**
 * The billing ledger (decision 0027). A transaction is one movement of money; its entries sum to
 * zero (a deferred trigger of migration 0006 checks it at commit) and neither is ever updated or
 * deleted (a trigger refuses it): a correction is a new transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial().primaryKey(),
    /** The client the movement is for (a group transfer's source). */
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    kind: text({ enum: MOVEMENT_KINDS }).notNull(),
    /** The product the movement is for (a transfer's source). */
    productType: smallint().notNull(),
    /** The amount moved, positive; the entries carry the signs. */
    amountCents: integer().notNull(),
    description: text().notNull().default(''),
    cardCheckNumber: text(),
    promoCode: text(),
    /** The transaction this one refunds or replaces. */
    relatedTransactionId: integer().references((): AnyPgColumn => ledgerTransactions.id),
    /** The user id of the staff member, or 'system' for the lead flow and jobs. */
    createdBy: text().notNull(),
    /** The date the movement counts on (CreateDate); the list sorts and filters by it. */
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_client').on(t.clientId, t.kind, t.createDate),
    index('ledger_transactions_related')
      .on(t.relatedTransactionId)
      .where(sql`${t.relatedTransactionId} is not null`),
    check('ledger_transactions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial().primaryKey(),
    transactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text({ enum: LEDGER_ACCOUNTS }).notNull(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    productType: smallint().notNull(),
    /** Signed: the change of the account's balance. */
    amountCents: integer().notNull(),
    /**
     * Its transaction's CreateDate, copied when written (both never change), so a client's
     * entries of a date range come from one index without reading the transactions first.
     */
    createDate: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_transaction').on(t.transactionId),
    // The transactions list: a client's balance entries of a date range, newest first.
    index('ledger_entries_client_date').on(t.clientId, t.account, t.createDate, t.id),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * A client's balance of one product, kept by the ledger functions in the same transaction as
 * the entries (the sum of the client's `client` entries of that product); never set by hand.
 */
export const balances = pgTable(
  'balances',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    productType: smallint().notNull(),
    balanceCents: bigint({ mode: 'number' }).notNull().default(0),
    /** How low the balance may go: 0, or negative for an allowed overdraft. */
    limitCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.productType] }),
    check('balances_within_limit', sql`${t.balanceCents} >= ${t.limitCents}`),
    check('balances_limit_not_positive', sql`${t.limitCents} <= 0`),
  ],
);
