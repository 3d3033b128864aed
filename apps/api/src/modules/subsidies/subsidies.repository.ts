import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { SubsidyKey, SubsidyValue } from '@client-admin/domain/subsidies/subsidy-rows';
import type { PlannedChange } from '@client-admin/domain/subsidies/subsidy-plan';
import type { Tx } from '../../db/database';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { geoCounties, geoStates, percentSubsidyStates } from '../../db/schema/geography';
import {
  importBatches,
  importUploads,
  subsidies,
  subsidiesVersion as subsidiesVersionTable,
} from '../../db/schema/imports';

export type UploadRow = typeof importUploads.$inferSelect;
export type BatchRow = typeof importBatches.$inferSelect;
export type SubsidyRecord = SubsidyKey & SubsidyValue;

/**
 * Rows of a bulk statement: the column arrays travel as one parameter each, and a 100k-row import
 * is one statement (fewer, larger statements measured faster; decision 0074).
 */
const CHUNK = 100_000;
const param = <T>(values: readonly T[]) => sql.param(values);

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

// Uploads.

export async function insertUpload(
  tx: Tx,
  row: typeof importUploads.$inferInsert,
): Promise<UploadRow> {
  const [inserted] = await tx.insert(importUploads).values(row).returning();
  return inserted!;
}

export async function findUpload(
  tx: Tx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<UploadRow | undefined> {
  const query = tx.select().from(importUploads).where(eq(importUploads.token, token));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function setUploadPlan(
  tx: Tx,
  token: string,
  plan: { sheetName: string; planDigest: string; plan: Buffer | null; planBasis: string | null },
): Promise<void> {
  await tx.update(importUploads).set(plan).where(eq(importUploads.token, token));
}

/** Applied: the bytes are no longer needed; the batch keeps the name and the hash. */
export async function markUploadApplied(tx: Tx, token: string, batchId: number): Promise<void> {
  await tx
    .update(importUploads)
    .set({
      batchId,
      processAt: null,
      failure: null,
      content: Buffer.alloc(0),
      plan: null,
    })
    .where(eq(importUploads.token, token));
}

export async function markUploadFailed(tx: Tx, token: string, failure: string): Promise<void> {
  await tx
    .update(importUploads)
    .set({ processAt: null, failure })
    .where(eq(importUploads.token, token));
}

/** Scheduled uploads due by `now`, locked; a row another instance holds is skipped. */
export async function lockDueUploads(tx: Tx, now: Date): Promise<UploadRow[]> {
  return tx
    .select()
    .from(importUploads)
    .where(
      and(
        eq(importUploads.importType, 'SF_SCHEDULED'),
        isNull(importUploads.batchId),
        isNotNull(importUploads.processAt),
        lte(importUploads.processAt, now),
      ),
    )
    .orderBy(asc(importUploads.uploadedAt))
    .for('update', { skipLocked: true });
}

export async function waitingUploads(tx: Tx): Promise<UploadRow[]> {
  return tx
    .select()
    .from(importUploads)
    .where(
      and(
        eq(importUploads.importType, 'SF_SCHEDULED'),
        isNull(importUploads.batchId),
        isNotNull(importUploads.processAt),
      ),
    )
    .orderBy(asc(importUploads.processAt), asc(importUploads.uploadedAt));
}

// Batches.

export async function insertBatch(
  tx: Tx,
  row: typeof importBatches.$inferInsert,
): Promise<BatchRow> {
  const [inserted] = await tx.insert(importBatches).values(row).returning();
  return inserted!;
}

/** The newest batch of the type applied from a file with this hash and not reverted. */
export async function findLiveBatchBySha(
  tx: Tx,
  importType: BatchRow['importType'],
  sha256: string,
): Promise<BatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(importBatches)
    .where(
      and(
        eq(importBatches.importType, importType),
        eq(importBatches.sha256, sha256),
        isNull(importBatches.revertedAt),
      ),
    )
    .orderBy(desc(importBatches.id))
    .limit(1);
  return row;
}

export async function listBatches(
  tx: Tx,
  importType: BatchRow['importType'] | undefined,
  limit: number,
): Promise<BatchRow[]> {
  return tx
    .select()
    .from(importBatches)
    .where(importType ? eq(importBatches.importType, importType) : undefined)
    .orderBy(desc(importBatches.id))
    .limit(limit);
}

export async function findBatch(
  tx: Tx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<BatchRow | undefined> {
  const query = tx.select().from(importBatches).where(eq(importBatches.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function markBatchReverted(
  tx: Tx,
  id: number,
  by: { id: string; email: string },
  at: Date,
): Promise<BatchRow> {
  const [row] = await tx
    .update(importBatches)
    .set({ revertedAt: at, revertedBy: by.id, revertedByEmail: by.email })
    .where(eq(importBatches.id, id))
    .returning();
  return row!;
}

/**
 * Serialises the subsidy imports (applies and reverts): a transaction-scoped advisory lock, so
 * two applies never plan against the same subsidies at once.
 */
export async function lockSubsidyImports(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('subsidy-imports'))`);
}

// Subsidies.

export async function subsidiesOfStates(
  tx: Tx,
  parentCompany: string,
  states: readonly string[],
): Promise<SubsidyRecord[]> {
  if (states.length === 0) return [];
  return tx
    .select({
      leadState: subsidies.leadState,
      county: subsidies.county,
      product: subsidies.product,
      kind: subsidies.kind,
      amount: subsidies.amount,
      capCents: subsidies.capCents,
    })
    .from(subsidies)
    .where(
      and(eq(subsidies.parentCompany, parentCompany), inArray(subsidies.leadState, [...states])),
    )
    .orderBy(asc(subsidies.leadState), asc(subsidies.county), asc(subsidies.product));
}

/** The subsidies of one state and product that a lead may use: its county's and the state's. */
export async function subsidiesForLead(
  tx: Tx,
  parentCompany: string,
  lead: { state: string; county: string; product: string },
): Promise<(SubsidyRecord & { id: number })[]> {
  return tx
    .select({
      id: subsidies.id,
      leadState: subsidies.leadState,
      county: subsidies.county,
      product: subsidies.product,
      kind: subsidies.kind,
      amount: subsidies.amount,
      capCents: subsidies.capCents,
    })
    .from(subsidies)
    .where(
      and(
        eq(subsidies.parentCompany, parentCompany),
        eq(subsidies.leadState, lead.state),
        eq(subsidies.product, lead.product),
        inArray(subsidies.county, lead.county ? [lead.county, ''] : ['']),
      ),
    );
}

/**
 * Applies a batch's planned changes in one statement per CHUNK changes, whose rows travel once
 * (column arrays through unnest). The values an update or a delete replaces are copied, with the
 * batch that had written them, for the revert; an add needs nothing kept, its row carries the
 * batch (decision 0086). An ADD is a plain insert: the plan was made on these very subsidies
 * (the import lock held, their version checked), so the key is not there, and were it there
 * after all the apply fails rather than overwrite it.
 */
export async function applySubsidyChanges(
  tx: Tx,
  parentCompany: string,
  batchId: number,
  changes: readonly PlannedChange[],
): Promise<void> {
  for (const part of chunks(changes)) {
    await tx.execute(sql`
      with change as (
        select * from unnest(${param(part.map((c) => c.action))}::text[],
          ${param(part.map((c) => c.key.leadState))}::text[],
          ${param(part.map((c) => c.key.county))}::text[],
          ${param(part.map((c) => c.key.product))}::text[],
          ${param(part.map((c) => c.after?.kind ?? null))}::text[],
          ${param(part.map((c) => c.after?.amount ?? null))}::int[],
          ${param(part.map((c) => c.after?.capCents ?? null))}::int[])
          as u(action, lead_state, county, product, kind, amount, cap_cents)
      ),
      replaced as (
        insert into replaced_subsidies (batch_id, lead_state, county, product, kind, amount,
          cap_cents, written_by)
        select ${batchId}::int, s.lead_state, s.county, s.product, s.kind, s.amount, s.cap_cents,
          s.batch_id
        from change c join subsidies s on s.parent_company = ${parentCompany}
          and s.lead_state = c.lead_state and s.county = c.county and s.product = c.product
        where c.action <> 'ADD'
      ),
      updated as (
        update subsidies s set kind = c.kind, amount = c.amount, cap_cents = c.cap_cents,
          batch_id = ${batchId}::int, updated_at = now()
        from change c
        where c.action = 'UPDATE' and s.parent_company = ${parentCompany}
          and s.lead_state = c.lead_state and s.county = c.county and s.product = c.product
      ),
      deleted as (
        delete from subsidies s using change c
        where c.action = 'DELETE' and s.parent_company = ${parentCompany}
          and s.lead_state = c.lead_state and s.county = c.county and s.product = c.product
      )
      insert into subsidies (parent_company, lead_state, county, product, kind, amount, cap_cents,
        batch_id, updated_at)
      select ${parentCompany}, lead_state, county, product, kind, amount, cap_cents,
        ${batchId}::int, now()
      from change where action = 'ADD'`);
  }
}

/**
 * The live batches after `batchId` that touched what it did: one that replaced a value it wrote,
 * or one that wrote or replaced a key whose value it replaced.
 */
export async function laterBatchesTouching(
  tx: Tx,
  parentCompany: string,
  batchId: number,
): Promise<number[]> {
  const result = await tx.execute(sql`
    select r.batch_id as id from replaced_subsidies r
      join import_batches b on b.id = r.batch_id and b.reverted_at is null
    where r.batch_id > ${batchId} and (r.written_by = ${batchId} or exists (
      select 1 from replaced_subsidies mine where mine.batch_id = ${batchId}
        and mine.lead_state = r.lead_state and mine.county = r.county
        and mine.product = r.product))
    union
    select s.batch_id from subsidies s
      join replaced_subsidies mine on mine.batch_id = ${batchId}
        and mine.lead_state = s.lead_state and mine.county = s.county and mine.product = s.product
    where s.parent_company = ${parentCompany} and s.batch_id <> ${batchId}
    order by id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/**
 * A revert, while no later batch touched what the batch did: the subsidies it wrote deleted and
 * the values it replaced put back, each as the batch that had written it.
 */
export async function revertSubsidies(
  tx: Tx,
  parentCompany: string,
  batchId: number,
): Promise<void> {
  await tx.execute(
    sql`delete from subsidies where parent_company = ${parentCompany} and batch_id = ${batchId}`,
  );
  await tx.execute(sql`
    insert into subsidies (parent_company, lead_state, county, product, kind, amount, cap_cents,
      batch_id, updated_at)
    select ${parentCompany}, lead_state, county, product, kind, amount, cap_cents, written_by, now()
    from replaced_subsidies where batch_id = ${batchId}`);
}

/** How many statements have written the subsidies: any write since a plan was made moves it. */
export async function subsidiesVersion(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ version: subsidiesVersionTable.version })
    .from(subsidiesVersionTable);
  return row?.version ?? 0;
}

// What a row is checked against, and whose subsidies a client sees.

export async function geographyForRows(tx: Tx) {
  // One after another: a transaction's queries share one connection.
  // In order, so that the same geography always reads the same (its digest is compared).
  const states = await tx
    .select({ abbreviation: geoStates.abbreviation })
    .from(geoStates)
    .orderBy(asc(geoStates.abbreviation));
  const counties = await tx
    .select({ state: geoCounties.stateAbbreviation, name: geoCounties.nameUpper })
    .from(geoCounties)
    .orderBy(asc(geoCounties.stateAbbreviation), asc(geoCounties.nameUpper));
  const percent = await tx
    .select({ code: percentSubsidyStates.stateCode })
    .from(percentSubsidyStates)
    .orderBy(asc(percentSubsidyStates.stateCode));
  return { states, counties, percent: percent.map((p) => p.code) };
}

/** The client's own state and the states of its channels' territories. */
export async function clientStates(tx: Tx, clientId: number): Promise<string[]> {
  const result = await tx.execute(sql`
    select ${clients.state} as state from ${clients} where ${clients.id} = ${clientId}
    union
    select distinct g->>'stateAbbreviation' from ${channels},
      jsonb_array_elements(${channels.geoMaps}) g
    where ${channels.clientId} = ${clientId}`);
  return (result as unknown as { rows: { state: string | null }[] }).rows
    .map((r) => (r.state ?? '').toUpperCase())
    .filter((s) => s !== '')
    .sort();
}
