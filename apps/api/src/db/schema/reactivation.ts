import {
  boolean,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * One self-service reactivation's card attempts under one Idempotency-Key (decision 0045). The
 * request that holds the lease charges with the vault reference of `attempt`; an attempt whose
 * charges were all voided or refused moves the key to the next attempt, so a retry charges anew
 * under a new reference, while a request cut off before the vault answered leaves the attempt as
 * it was, and its retry is answered the first charge.
 */
export const reactivationAttempts = pgTable(
  'reactivation_attempts',
  {
    caller: text().notNull(),
    idempotencyKey: text().notNull(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    attempt: integer().notNull().default(0),
    /** Until when a request charges under this key; null: nobody does. */
    leasedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.caller, t.idempotencyKey] })],
);

/**
 * The client's reactivation attribute (seed 000 §7, §8 'Failed to update reactivation
 * attribute.'; decision 0083): whether self-service reactivation is offered to it. No row: it
 * is (the status decides eligibility, decision 0036). Staff turn it off for a client that must
 * talk to them first.
 */
export const reactivationAttributes = pgTable('reactivation_attributes', {
  clientId: integer()
    .primaryKey()
    .references(() => clients.id),
  selfServiceOffered: boolean().notNull(),
  updatedBy: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
