import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Parent companies (agencies, carriers): code and the carrier display name. */
export const parentCompanies = pgTable('parent_companies', {
  code: text().primaryKey(),
  displayName: text().notNull(),
});

export const accountReps = pgTable('account_reps', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
});

export const salesPeople = pgTable('sales_people', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
});

export const consentCompanies = pgTable('consent_companies', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
});

/** Support contacts by salesSupportTeamName; the row named '' is the default. */
export const supportTeams = pgTable('support_teams', {
  name: text().primaryKey(),
  phone: text().notNull(),
  email: text().notNull(),
});

/** Single-valued settings (the elite support e-mail, ...). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
