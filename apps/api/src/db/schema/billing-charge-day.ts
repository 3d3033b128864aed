import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './billing';
import { cards } from './billing-cards';
import { clients } from './clients';

export const CHARGE_DAY_STATES = [
  'pending',
  'charging',
  'approved',
  'declined',
  'error',
  'skipped',
  /** Nothing spent in the period: no charge, but the next period starts after this one. */
  'nothing_spent',
] as const;

/**
 * Charging on the charge day (decision 0031): one row per product and charge date, claimed
 * before the vault is called (its id makes the vault reference), then the outcome. The unique
 * index makes the charge once per product and day across instances and retried runs.
 */
export const chargeDayCharges = pgTable(
  'charge_day_charges',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    productType: smallint().notNull(),
    chargeDate: date({ mode: 'string' }).notNull(),
    /** The first and last day the charge covers, set when claimed. */
    periodStart: date({ mode: 'string' }),
    periodEnd: date({ mode: 'string' }),
    /** What is charged; 0 when nothing was spent. */
    amountCents: integer().notNull().default(0),
    status: text({ enum: CHARGE_DAY_STATES }).notNull().default('pending'),
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
    uniqueIndex('charge_day_charges_once').on(t.clientId, t.productType, t.chargeDate),
    index('charge_day_charges_open')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'charging')`),
    check('charge_day_charges_amount', sql`${t.amountCents} >= 0`),
  ],
);
