import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANCELLATION_STATES } from '@client-admin/domain/billing/cancellation/cancellation-constants';
import { clients } from './clients';
import { users } from './identity';

/**
 * A client's cancellations (decision 0039): scheduled for a day, then withdrawn ('cancelled')
 * or applied ('done'); at most one scheduled a client. Rows are kept as the history.
 */
export const clientCancellations = pgTable(
  'client_cancellations',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** A code of the domain's cancel reasons; codes are never reused. */
    reasonCode: text().notNull(),
    notes: text().notNull().default(''),
    /** A day of the business calendar (America/New_York). */
    effectiveDate: date({ mode: 'string' }).notNull(),
    state: text({ enum: CANCELLATION_STATES }).notNull().default('scheduled'),
    requestedBy: uuid()
      .notNull()
      .references(() => users.id),
    requestedByEmail: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnBy: uuid().references(() => users.id),
    withdrawnAt: timestamp({ withTimezone: true }),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('client_cancellations_one_scheduled')
      .on(t.clientId)
      .where(sql`${t.state} = 'scheduled'`),
    // The job's sweep: only the scheduled ones, by day.
    index('client_cancellations_due')
      .on(t.effectiveDate)
      .where(sql`${t.state} = 'scheduled'`),
    check('client_cancellations_state', sql`${t.state} in ('scheduled', 'cancelled', 'done')`),
  ],
);
