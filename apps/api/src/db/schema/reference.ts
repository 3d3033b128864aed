import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference lists kept in sync with packages/domain at every start (see db/seed/reference-data.ts). */
export const clientStatuses = pgTable('client_statuses', {
  code: text().primaryKey(),
  label: text().notNull(),
  sortOrder: integer().notNull(),
});

export const clientLevels = pgTable('client_levels', {
  name: text().primaryKey(),
  enabled: boolean().notNull(),
  sortOrder: integer().notNull(),
});

export const timeZones = pgTable('time_zones', {
  code: integer().primaryKey(),
  name: text().notNull(),
  iana: text(),
});

export const usStates = pgTable('us_states', {
  abbreviation: text().primaryKey(),
  name: text().notNull(),
});
