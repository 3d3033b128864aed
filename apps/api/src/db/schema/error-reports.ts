import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Errors reported by browsers, kept by the embedded error-reporting adapter. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    message: text().notNull(),
    stack: text(),
    url: text().notNull(),
    kind: text({ enum: ['browser', 'request'] }).notNull(),
    status: integer(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid(),
    userEmail: text().notNull(),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('error_reports_received').on(t.receivedAt, t.id)],
);
