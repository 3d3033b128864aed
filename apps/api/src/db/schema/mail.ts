import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The embedded e-mail adapter's outbox: mail is kept here instead of being sent. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
