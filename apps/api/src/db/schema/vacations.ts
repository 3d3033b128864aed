import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { VACATION_STATUSES } from '@client-admin/domain/vacations/vacation-constants';
import { clients } from './clients';

/** Vacation pauses of seed 001 §3 (decision 0022). */
export const vacationPauses = pgTable(
  'vacation_pauses',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    actualStartTime: timestamp({ withTimezone: true }),
    actualEndTime: timestamp({ withTimezone: true }),
    status: text({ enum: VACATION_STATUSES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (t) => [
    index('vacation_pauses_client').on(t.clientId, t.startTime),
    // The vacation job's sweep: only the pauses still to start or to end.
    index('vacation_pauses_open')
      .on(t.status, t.startTime, t.endTime)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE')`),
  ],
);

/**
 * A client's pool of vacation hours: unlimited or 720 hours, counted from the last
 * replenishment (staff's reset). No row: limited, never replenished.
 */
export const vacationAllowances = pgTable('vacation_allowances', {
  clientId: integer()
    .primaryKey()
    .references(() => clients.id),
  hasUnlimited: boolean().notNull().default(false),
  replenishedAt: timestamp({ withTimezone: true }),
});
