import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * The reactivation log (seed 000 §7 ReactivationLogs, decision 0036): every self-service attempt
 * (BEGIN_SUCCEEDED, BEGIN_FAILED) written by the server, and the notes the dialog posts. A failed
 * attempt writes this row and nothing else.
 */
export const reactivationLogs = pgTable(
  'reactivation_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    actorUserId: uuid(),
    actorEmail: text().notNull(),
    event: text().notNull(),
    step: text().notNull().default(''),
    message: text().notNull().default(''),
    /** Products, channel ids, amounts in cents, card ids and the provider's codes; never a card. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reactivation_logs_client_created').on(t.clientId, t.createdAt)],
);
