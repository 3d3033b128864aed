import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ProductStatement } from '@client-admin/domain/billing/statements/statement-arithmetic';
import { STATEMENT_KINDS } from '@client-admin/domain/billing/statements/statement-constants';
import { clients } from './clients';

/**
 * Statements (decision 0038): a snapshot of what the ledger said of a client's balances over a
 * period (UTC calendar dates, both inclusive), per product. Written by the monthly statements
 * job and by a cancellation; never derived again, so a statement reads as it was written.
 */
export const statements = pgTable(
  'statements',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    kind: text({ enum: STATEMENT_KINDS }).notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    /** Per product (Web, Call): opening, each line's signed cents, closing. */
    products: jsonb().$type<ProductStatement[]>().notNull(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One statement per client, kind and period: a second writer's insert does nothing.
    unique('statements_client_kind_period').on(t.clientId, t.kind, t.periodStart, t.periodEnd),
    index('statements_client_create_date').on(t.clientId, t.createDate),
    check('statements_period_ordered', sql`${t.periodStart} <= ${t.periodEnd}`),
  ],
);
