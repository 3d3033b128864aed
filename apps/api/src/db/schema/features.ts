import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';

/** Feature flags: a default, refined by the rules below. Names are fixed by the code. */
export const featureFlags = pgTable('feature_flags', {
  name: text().primaryKey(),
  description: text().notNull().default(''),
  defaultEnabled: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text(),
});

/** One rule per target: a client, or a carrier (parent company) and/or a client type. */
export const featureFlagRules = pgTable(
  'feature_flag_rules',
  {
    id: serial().primaryKey(),
    flagName: text()
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade' }),
    clientId: integer().references(() => clients.id, { onDelete: 'cascade' }),
    carrier: text(),
    clientType: text({ enum: ['CORPORATE', 'AGENT'] }),
    enabled: boolean().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feature_flag_rules_target').on(
      t.flagName,
      sql`coalesce(${t.clientId}, 0)`,
      sql`coalesce(${t.carrier}, '')`,
      sql`coalesce(${t.clientType}, '')`,
    ),
  ],
);

/** Every change to a flag or its rules: who, when, before and after. */
export const featureFlagAudit = pgTable(
  'feature_flag_audit',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    flagName: text().notNull(),
    action: text({ enum: ['flag.update', 'rule.create', 'rule.update', 'rule.delete'] }).notNull(),
    actorUserId: uuid(),
    actorEmail: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_flag_audit_flag_created').on(t.flagName, t.createdAt)],
);
