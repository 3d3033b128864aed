import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLIENT_RULE_NAMES } from '@client-admin/domain/client-rules/client-rule-types';
import { channels } from './channels';
import { clients } from './clients';

/**
 * A client's rules (seed 001 §3, decision 0034): a rule on one channel, or on all of the client's
 * channels when clientQuoteTypeId is null. The lead flow reads them with its candidates.
 */
export const clientRules = pgTable(
  'client_rules',
  {
    id: serial().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    clientQuoteTypeId: integer().references(() => channels.id, { onDelete: 'cascade' }),
    ruleName: text({ enum: CLIENT_RULE_NAMES }).notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_rules_client').on(t.clientId),
    uniqueIndex('client_rules_unique').on(
      t.clientId,
      sql`coalesce(${t.clientQuoteTypeId}, 0)`,
      t.ruleName,
    ),
  ],
);
