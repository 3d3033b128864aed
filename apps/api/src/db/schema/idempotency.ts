import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a money-moving request sent with an Idempotency-Key (decision 0027): a
 * retry with the same key and the same request gets it again; kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's user id: keys of different callers never meet. */
    caller: text().notNull(),
    key: text().notNull(),
    /** sha256 of method, path, body and caller. */
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.key] }),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
);
