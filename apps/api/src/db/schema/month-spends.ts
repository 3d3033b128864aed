import { bigint, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * A client's spend on one product in one calendar month of its time zone (decision 0029): its
 * LEAD_CHARGE transactions less its CREDIT (lead credit) transactions dated in that month, kept
 * by the ledger functions in the same transaction as the entries, like balances; never set by
 * hand. The routing reads it by its key, so a spend limit costs one lookup per candidate.
 */
export const monthSpends = pgTable(
  'month_spends',
  {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    productType: smallint().notNull(),
    /** The first day of the local month. */
    month: date().notNull(),
    spentCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.productType, t.month] })],
);
