import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const feedback = pgTable('feedback', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  userId: uuid(),
  userEmail: text().notNull(),
  page: text().notNull(),
  message: text().notNull(),
  rating: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
