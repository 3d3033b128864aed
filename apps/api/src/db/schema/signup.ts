import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SignupFields } from '@client-admin/contracts/signup';
import { clients } from './clients';
import { bytea } from './column-types';

/** What the pending list's search matches: the client's name and e-mail, company and sales. */
const SIGNUP_SEARCH_TEXT = sql`lower(full_name || ' ' || email || ' ' || parent_company || ' ' || sales_person_email)`;

/**
 * Signups (IOs) of seed 002 §3–§4 (decision 0050): saved as they go as one document of fields,
 * then their contract is sent as a link, then the client signs. The list columns are kept beside
 * the document so the pending list sorts and searches without reading it.
 */
export const signups = pgTable(
  'signups',
  {
    id: serial().primaryKey(),
    status: text({ enum: ['DRAFT', 'SENT', 'SIGNED'] })
      .notNull()
      .default('DRAFT'),
    fields: jsonb().$type<SignupFields>().notNull(),
    fullName: text().notNull().default(''),
    email: text().notNull().default(''),
    parentCompany: text().notNull().default(''),
    channelCount: integer().notNull().default(0),
    isAccountValid: boolean().notNull().default(false),
    salesPersonEmail: text().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    contractSentAt: timestamp({ withTimezone: true }),
    signedAt: timestamp({ withTimezone: true }),
    clientId: integer().references(() => clients.id),
    searchText: text().notNull().generatedAlwaysAs(SIGNUP_SEARCH_TEXT),
  },
  (t) => [
    // The pending list: not signed, latest update first (NULLS FIRST, as ORDER BY ... DESC).
    index('signups_pending_updated')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'SIGNED'`),
    index('signups_pending_search_trgm')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.status} <> 'SIGNED'`),
  ],
);

/**
 * The mailed links of a signup's contract: only the SHA-256 of a link's random token is kept. A
 * new link replaces the older ones; a signing holds the link for a while (signingUntil) so two
 * tabs cannot sign at once; a used link is spent.
 */
export const signupContractLinks = pgTable(
  'signup_contract_links',
  {
    tokenHash: text().primaryKey(),
    signupId: integer()
      .notNull()
      .references(() => signups.id, { onDelete: 'cascade' }),
    sentTo: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    signingUntil: timestamp({ withTimezone: true }),
    /**
     * The signing attempt its card charges are made under: it moves on only when an attempt's
     * charges were all voided or refused, so a retry cut off before the vault answered is
     * answered that same charge.
     */
    attempt: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_contract_links_signup').on(t.signupId)],
);

/**
 * A signed contract: the evidence ESIGN and UETA expect (consent, typed name and initials, the
 * server's time, the signer's IP and user agent, the SHA-256 of the document shown) and the PDF
 * rendered once at signing with its own SHA-256. Written once, never updated.
 */
export const signedContracts = pgTable(
  'signed_contracts',
  {
    clientId: integer()
      .primaryKey()
      .references(() => clients.id),
    signupId: integer()
      .notNull()
      .references(() => signups.id),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    approvalName: text().notNull(),
    initials: text().notNull(),
    consentToSignElectronically: boolean().notNull(),
    clientIp: text().notNull(),
    userAgent: text().notNull(),
    documentSha256: text().notNull(),
    terms: jsonb().$type<string[]>().notNull(),
    pdf: bytea().notNull(),
    pdfSha256: text().notNull(),
  },
  (t) => [uniqueIndex('signed_contracts_signup').on(t.signupId)],
);

/**
 * Parent companies' special programs (seed 002 §3): the most specific row of a parent company,
 * agency e-mail and state answers; null agency e-mail or state means any.
 */
export const parentPrograms = pgTable(
  'parent_programs',
  {
    id: serial().primaryKey(),
    parentCompany: text().notNull(),
    agencyEmail: text(),
    state: text(),
    sfSubsidy: boolean().notNull().default(false),
    farmersBmp: boolean().notNull().default(false),
    farmersFolio: boolean().notNull().default(false),
    /** Dollars a lead, or percent when subsidyPercent, by product. */
    subsidies: jsonb()
      .$type<{
        auto: number;
        home: number;
        autoHome: number;
        autoHomePlus: number;
        renter: number;
        call: number;
      }>()
      .notNull()
      .default({ auto: 0, home: 0, autoHome: 0, autoHomePlus: 0, renter: 0, call: 0 }),
    subsidyPercent: boolean().notNull().default(false),
    sfTier: text(),
  },
  (t) => [index('parent_programs_company').on(t.parentCompany)],
);
