import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './column-types';
import { clients } from './clients';

/**
 * Imports and carrier programs (seed 002 §3, §4, §7; decision 0070). An uploaded file is kept
 * here, in the database (never in a folder the web serves), until it is applied; each apply is
 * a kept batch with the file's SHA-256, who ran it, when and its counts, and the changes it made
 * so that it can be reverted.
 */
export const importUploads = pgTable(
  'import_uploads',
  {
    /** The `t` of getsheets, preprocess and applyrules. */
    token: uuid().primaryKey().defaultRandom(),
    importType: text({ enum: ['SUBSIDY', 'FARMERS_AGENT', 'SF_SCHEDULED'] }).notNull(),
    fileName: text().notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text().notNull(),
    content: bytea().notNull(),
    sheets: text().array().notNull(),
    /** The sheet the last pre-process read, and what it planned (decision 0070). */
    sheetName: text(),
    planDigest: text(),
    /**
     * What the kept plan (keptSubsidyPlans) was made on: the subsidies' version and the
     * geography's stamp (decision 0092). The apply writes that plan while both are unchanged,
     * and plans the file again otherwise (decision 0086).
     */
    planBasis: text(),
    /** SF_SCHEDULED: when the monthly job applies it (seed 002 §4); null once done. */
    processAt: timestamp({ withTimezone: true }),
    /** The batch its apply made; null until then. */
    batchId: integer(),
    /** Set when a scheduled apply failed: the reason, kept for staff. */
    failure: text(),
    uploadedBy: text().notNull(),
    uploadedByEmail: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_uploads_process_at')
      .on(t.processAt)
      .where(sql`${t.processAt} is not null and ${t.batchId} is null`),
  ],
);

export const importBatches = pgTable(
  'import_batches',
  {
    id: serial().primaryKey(),
    importType: text({ enum: ['SUBSIDY', 'FARMERS_AGENT', 'FARMERS_BILLING'] }).notNull(),
    fileName: text().notNull(),
    sha256: text().notNull(),
    sheetName: text(),
    ranBy: text().notNull(),
    ranByEmail: text().notNull(),
    ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    added: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    deleted: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    revertedAt: timestamp({ withTimezone: true }),
    revertedBy: text(),
    revertedByEmail: text(),
  },
  (t) => [
    index('import_batches_sha').on(t.importType, t.sha256),
    index('import_batches_ran').on(t.ranAt),
  ],
);

/**
 * The State Farm program's subsidies by state, county ('' the whole state) and product. Its
 * `batch_id` names a batch as a foreign key would, checked once a statement by triggers
 * (migration 0043, decision 0087): a 100k-row import checked row by row spent a third of its
 * writes there.
 */
export const subsidies = pgTable(
  'subsidies',
  {
    parentCompany: text().notNull().default('STATEFARM'),
    leadState: text().notNull(),
    county: text().notNull().default(''),
    product: text().notNull(),
    kind: text({ enum: ['PERCENT', 'FLAT'] }).notNull(),
    /** PERCENT: basis points; FLAT: cents. */
    amount: integer().notNull(),
    capCents: integer(),
    /** The batch that last wrote it (an import batch's id; see above). */
    batchId: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'subsidies_key',
      columns: [t.parentCompany, t.leadState, t.county, t.product],
    }),
    check('subsidies_amount_positive', sql`${t.amount} > 0`),
    check(
      'subsidies_percent_capped',
      sql`${t.kind} = 'FLAT' or (${t.amount} <= 10000 and ${t.capCents} is not null)`,
    ),
  ],
);

/**
 * Every subsidy write; a statement-level trigger on `subsidies` counts them (migration 0042), so
 * that an apply can tell the subsidies are still those its pre-process planned on (decision 0086).
 */
export const subsidiesVersion = pgTable(
  'subsidies_version',
  {
    one: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('subsidies_version_one_row', sql`${t.one}`)],
);

/**
 * The plan a subsidy pre-process showed, kept for its apply (decision 0087): its counts and its
 * changes as column arrays, written once by the pre-process, so the apply moves them into
 * `subsidies` by one statement inside the database. Gone once the upload is applied.
 */
export const keptSubsidyPlans = pgTable('kept_subsidy_plans', {
  uploadToken: uuid()
    .primaryKey()
    .references(() => importUploads.token, { onDelete: 'cascade' }),
  added: integer().notNull(),
  updated: integer().notNull(),
  deleted: integer().notNull(),
  unchanged: integer().notNull(),
  action: text({ enum: ['ADD', 'UPDATE', 'DELETE'] })
    .array()
    .notNull(),
  leadState: text().array().notNull(),
  county: text().array().notNull(),
  product: text().array().notNull(),
  /** The value after each change (null for a delete). */
  kind: text({ enum: ['PERCENT', 'FLAT'] })
    .array()
    .notNull(),
  amount: integer().array().notNull(),
  capCents: integer().array().notNull(),
});

/**
 * The values a subsidy batch replaced (its updates' and deletes' values before it), with the
 * batch that had written each (null: none): what its revert puts back (decision 0086). An add
 * needs nothing here: its row carries the batch.
 */
export const replacedSubsidies = pgTable(
  'replaced_subsidies',
  {
    batchId: integer().notNull(),
    leadState: text().notNull(),
    county: text().notNull(),
    product: text().notNull(),
    kind: text({ enum: ['PERCENT', 'FLAT'] }).notNull(),
    amount: integer().notNull(),
    capCents: integer(),
    /** Like `batchId`, an import batch's id checked once a statement (migration 0043). */
    writtenBy: integer(),
  },
  (t) => [
    uniqueIndex('replaced_subsidies_key').on(t.batchId, t.leadState, t.county, t.product),
    index('replaced_subsidies_written_by').on(t.writtenBy),
  ],
);

/**
 * Seed 002 §3: the Farmers agent imports. One row per import of a file of active or terminated
 * agents; its status is InProgress while it runs, then Complete or Error.
 */
export const farmersAgentImports = pgTable(
  'farmers_agent_imports',
  {
    id: serial().primaryKey(),
    agentKind: text({ enum: ['ACTIVE', 'TERMINATED'] }).notNull(),
    status: text({ enum: ['InProgress', 'Complete', 'Error'] }).notNull(),
    /** The date the file's content is of (dateContent). */
    contentDate: text().notNull(),
    batchId: integer().references(() => importBatches.id),
    message: text(),
    processingDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('farmers_agent_imports_kind').on(t.agentKind, t.processingDate)],
);

/** Seed 002 §7: Farmers billing records, each posted to the ledger once (its record id). */
export const farmersBillingRecords = pgTable('farmers_billing_records', {
  recordId: text().primaryKey(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  amountCents: integer().notNull(),
  ledgerTransactionId: integer().notNull(),
  batchId: integer()
    .notNull()
    .references(() => importBatches.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
