import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientStatuses } from './reference';
import { accountReps, consentCompanies, parentCompanies, salesPeople } from './options';

/**
 * The text the dashboard search matches, lower-cased, kept by the database in its own column so
 * a search compares stored text instead of building the text again for every row it reads (a
 * common name's bounded count read 13k rows: 15 ms built, 3.6 ms stored). The trigram index is
 * on this column. The phone is in twice: as typed and as digits only, so "5551234" finds
 * "(212) 555-1234" (a generated column may not read another, so the digits are taken again).
 */
const SEARCH_TEXT = sql`lower(full_name || ' ' || short_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || coalesce(parent_company, ''))`;

/**
 * A text's words (runs of letters and digits), each after one space: a search of one or two
 * characters finds a word starting with it, `like '% ab%'` (decision 0019), which a trigram index
 * of the words answers ("  a", " ab"); too short for a trigram, the text anywhere cannot be looked
 * up. The clients' is stored, as their search text is: a regexp per row read costs 6 µs.
 */
export const searchWordsOf = (text: SQL) =>
  sql`' ' || regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g')`;

export const clients = pgTable(
  'clients',
  {
    id: serial().primaryKey(),
    clientType: text({ enum: ['CORPORATE', 'AGENT'] }).notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** CORPORATE: the company name; AGENT: first and last name. Kept for sorting. */
    fullName: text().notNull(),
    shortName: text().notNull().default(''),
    license: text().notNull().default(''),
    address1: text().notNull().default(''),
    address2: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    zip: text().notNull().default(''),
    phone: text().notNull().default(''),
    /** The phone's digits, kept by the database for the search (a regexp per row is slow). */
    phoneDigits: text()
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace("phone", '[^0-9]', '', 'g')`),
    email: text().notNull(),
    searchText: text().notNull().generatedAlwaysAs(SEARCH_TEXT),
    searchWords: text().notNull().generatedAlwaysAs(searchWordsOf(SEARCH_TEXT)),
    agencyEmail: text().notNull().default(''),
    status: text()
      .notNull()
      .references(() => clientStatuses.code),
    loyaltyLevel: text().notNull().default(''),
    parentCompany: text().references(() => parentCompanies.code),
    farmersFolio: text(),
    salesSupportTeamName: text(),
    timeZone: integer().notNull().default(-1),
    consentCompanyId: integer().references(() => consentCompanies.id),
    salesforceId: text().notNull().default(''),
    dncEmail: boolean().notNull().default(false),
    accountRepId: text().references(() => accountReps.id),
    salesPersonId: text().references(() => salesPeople.id),
    billingType: text().notNull().default('CC'),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Dashboard search: one trigram index over everything a person may type.
    index('clients_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // ...and one over its words, for a search of one or two characters.
    index('clients_search_words_trgm').using('gin', sql`${t.searchWords} gin_trgm_ops`),
    // The name order (full_name, id) is clients_full_name_search, with the search's columns
    // included, written in migration 0027: drizzle's index builder has no INCLUDE.
    index('clients_status').on(t.status),
    // Serves the search's agency display-name branch (codes looked up first, then matched here).
    index('clients_parent_company').on(t.parentCompany),
  ],
);

/**
 * Clients per status, kept by statement-level triggers on clients (migration
 * 0002_client_status_counts.sql), so the unfiltered dashboard search counts without a scan.
 */
export const clientStatusCounts = pgTable('client_status_counts', {
  status: text().primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});

/** Audit of every change made through the API: who, when, what, before and after. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    actorUserId: uuid(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_client_created').on(t.clientId, t.createdAt)],
);

/** What the embedded Salesforce adapter records for each sync. */
export const salesforceSyncs = pgTable('salesforce_syncs', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  actorEmail: text().notNull(),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
