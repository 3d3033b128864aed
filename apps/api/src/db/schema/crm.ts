import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { channels } from './channels';

/**
 * CRM systems a channel can post its leads to (crmDelivery.domain names one). ECRM is the one
 * whose first variable must be the agency e-mail's local part (seed 001 §5).
 */
export const crmTargets = pgTable('crm_targets', {
  id: serial().primaryKey(),
  domain: text().notNull().unique(),
  name: text().notNull(),
  /** The names of the variables a channel fills in, in order. */
  variableNames: jsonb().$type<string[]>().notNull().default([]),
  /** Post template with {{placeholders}} for lead fields and variables. */
  postTemplate: text().notNull(),
  isEcrm: boolean().notNull().default(false),
});

/** The embedded CRM adapter's outbox: posts are kept here instead of being sent. */
export const crmPostOutbox = pgTable('crm_post_outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  channelId: integer()
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' }),
  domain: text().notNull(),
  body: text().notNull(),
  /** The X-Lead-Signature header the post carried (decision 0037). */
  signature: text(),
  isTest: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
