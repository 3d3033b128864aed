import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  EMAIL_EVENT_TYPES,
  EMAIL_STATUSES,
  SUPPRESSION_LISTS,
} from '@client-admin/domain/email-history/email-events';
import { clients } from './clients';

/**
 * Every e-mail the portal sent, or held back for a suppressed address (decision 0080): one row
 * a message, its status and counts kept by its events. `clientId` is the client the message is
 * about (null: none known, as for a signup's contract before the client exists).
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The provider's message id (the embedded adapter's own); events name the message by it. */
    msgId: text().notNull(),
    clientId: integer().references(() => clients.id),
    toEmail: text().notNull(),
    fromEmail: text().notNull(),
    subject: text().notNull(),
    category: text().notNull(),
    status: text({ enum: EMAIL_STATUSES }).notNull(),
    opensCount: integer().notNull().default(0),
    clicksCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastEventAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('email_messages_msg_id').on(t.msgId),
    // DESC is NULLS FIRST in an ORDER BY: the index says so, to serve `order by … desc`.
    index('email_messages_client_last_event').on(
      t.clientId,
      t.lastEventAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('email_messages_client_status_last_event').on(
      t.clientId,
      t.status,
      t.lastEventAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('email_messages_client_to').on(t.clientId, t.toEmail),
  ],
);

/** What happened to a message, as the provider (or the embedded adapter) reported it. */
export const emailEvents = pgTable(
  'email_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => emailMessages.id),
    event: text({ enum: EMAIL_EVENT_TYPES }).notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    reason: text(),
    url: text(),
    /** The provider's event id: a webhook delivered twice records its event once. */
    providerEventId: text(),
  },
  (t) => [
    index('email_events_message').on(t.messageId, t.occurredAt),
    uniqueIndex('email_events_provider_event')
      .on(t.providerEventId)
      .where(sql`${t.providerEventId} is not null`),
  ],
);

/**
 * The suppression lists: an address (lower case) on the blocked, bounced, invalid or spam list.
 * No mail goes to a listed address; staff take an address off the spam list.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    email: text().notNull(),
    list: text({ enum: SUPPRESSION_LISTS }).notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.list] }),
    index('email_suppressions_list_created').on(t.list, t.createdAt.desc().nullsFirst(), t.email),
  ],
);
