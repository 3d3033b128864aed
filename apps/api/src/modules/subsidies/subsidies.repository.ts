import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SubsidyKey, SubsidyValue } from '@client-admin/domain/subsidies/subsidy-rows';
import type { Tx } from '../../db/database';
import { channels } from '../../db/schema/channels';
import { clients } from '../../db/schema/clients';
import { percentSubsidyStates } from '../../db/schema/geography';
import { importBatches, importUploads, keptSubsidyPlans, subsidies } from '../../db/schema/imports';
import {
  NUMBER_SEPARATOR,
  TEXT_SEPARATOR,
  type KeptColumn,
  type KeptColumnWriter,
  type PlanCounts,
} from './kept-plan';

export type UploadRow = typeof importUploads.$inferSelect;
/** An upload without its file's bytes. */
export type UploadHead = Omit<UploadRow, 'content'>;
export type BatchRow = typeof importBatches.$inferSelect;
export type SubsidyRecord = SubsidyKey & SubsidyValue;

// Uploads.

export async function insertUpload(
  tx: Tx,
  row: typeof importUploads.$inferInsert,
): Promise<UploadRow> {
  const [inserted] = await tx.insert(importUploads).values(row).returning();
  return inserted!;
}

/** Every column of an upload but its file's bytes. */
const uploadHeadColumns = Object.fromEntries(
  Object.entries(getTableColumns(importUploads)).filter(([name]) => name !== 'content'),
) as Omit<ReturnType<typeof getTableColumns<typeof importUploads>>, 'content'>;

/** An upload, without its file's bytes (uploadContent reads them). */
export async function findUpload(
  tx: Tx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<UploadHead | undefined> {
  const query = tx
    .select(uploadHeadColumns)
    .from(importUploads)
    .where(eq(importUploads.token, token));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function uploadContent(tx: Tx, token: string): Promise<Buffer> {
  const [row] = await tx
    .select({ content: importUploads.content })
    .from(importUploads)
    .where(eq(importUploads.token, token));
  return row!.content;
}

export async function setUploadPlan(
  tx: Tx,
  token: string,
  plan: { sheetName: string; planDigest: string; planBasis: string | null },
): Promise<void> {
  await tx.update(importUploads).set(plan).where(eq(importUploads.token, token));
}

// Each kept text starts with its separator: the first, empty, element is not a value.
const keptTexts = (text: string) => sql`(string_to_array(${text}::text, ${TEXT_SEPARATOR}))[2:]`;
const keptValues = (text: string) =>
  sql`(string_to_array(${text}::text, ${TEXT_SEPARATOR}, ''))[2:]`;
const keptNumbers = (text: string) =>
  sql`(string_to_array(${text}::text, ${NUMBER_SEPARATOR}, ''))[2:]::int[]`;

/** Each kept column's name in kept_subsidy_plans, and how its text is split there. */
const KEPT_COLUMN_SQL: Record<KeptColumn, { name: SQL; split: (text: string) => SQL }> = {
  action: { name: sql.raw('action'), split: keptTexts },
  leadState: { name: sql.raw('lead_state'), split: keptTexts },
  county: { name: sql.raw('county'), split: keptTexts },
  product: { name: sql.raw('product'), split: keptTexts },
  kind: { name: sql.raw('kind'), split: keptValues },
  amount: { name: sql.raw('amount'), split: keptNumbers },
  capCents: { name: sql.raw('cap_cents'), split: keptNumbers },
};

/**
 * Keeps a plan for the upload's apply, in place of any kept before (decisions 0087, 0090, 0092):
 * the counts now, the columns each writer call is handed by one `UPDATE`.
 */
export async function keptPlanWriter(
  tx: Tx,
  token: string,
  counts: PlanCounts,
): Promise<KeptColumnWriter> {
  await dropKeptPlan(tx, token);
  await tx.execute(sql`
    insert into kept_subsidy_plans (upload_token, added, updated, deleted, unchanged, action,
      lead_state, county, product, kind, amount, cap_cents)
    values (${token}, ${counts.toBeAdded}, ${counts.toBeUpdated}, ${counts.toBeDeleted},
      ${counts.unchanged}, '{}', '{}', '{}', '{}', '{}', '{}', '{}')`);
  return async (texts) => {
    const assignments = (Object.entries(texts) as [KeptColumn, string][]).map(([column, text]) => {
      const { name, split } = KEPT_COLUMN_SQL[column];
      return sql`${name} = ${split(text)}`;
    });
    await tx.execute(
      sql`update kept_subsidy_plans set ${sql.join(assignments, sql`, `)}
        where upload_token = ${token}`,
    );
  };
}

export async function dropKeptPlan(tx: Tx, token: string): Promise<void> {
  await tx.delete(keptSubsidyPlans).where(eq(keptSubsidyPlans.uploadToken, token));
}

/** The counts of the plan kept for the upload, if one is. */
export async function keptPlanCounts(tx: Tx, token: string): Promise<PlanCounts | undefined> {
  const [row] = await tx
    .select({
      toBeAdded: keptSubsidyPlans.added,
      toBeUpdated: keptSubsidyPlans.updated,
      toBeDeleted: keptSubsidyPlans.deleted,
      unchanged: keptSubsidyPlans.unchanged,
    })
    .from(keptSubsidyPlans)
    .where(eq(keptSubsidyPlans.uploadToken, token));
  return row;
}

/** Applied: the bytes and the plan are no longer needed; the batch keeps the name and the hash. */
export async function markUploadApplied(tx: Tx, token: string, batchId: number): Promise<void> {
  await tx
    .update(importUploads)
    .set({ batchId, processAt: null, failure: null, content: Buffer.alloc(0) })
    .where(eq(importUploads.token, token));
  await dropKeptPlan(tx, token);
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

export async function waitingUploads(tx: Tx): Promise<UploadHead[]> {
  return tx
    .select(uploadHeadColumns)
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
): Promise<SubsidyRecord[]> {
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
      and(
        eq(subsidies.parentCompany, parentCompany),
        eq(subsidies.leadState, lead.state),
        eq(subsidies.product, lead.product),
        inArray(subsidies.county, lead.county ? [lead.county, ''] : ['']),
      ),
    );
}

/**
 * The changes of the plan kept for an upload, one row each (u). The arrays are unnested in the
 * select list, side by side, which streams them: unnested in FROM, 100k changes were first
 * written to a temporary file, and the apply took about 0.1 s longer.
 */
const keptChangesOf = (token: string) => sql`(
  select unnest(k.action) as action, unnest(k.lead_state) as lead_state,
    unnest(k.county) as county, unnest(k.product) as product, unnest(k.kind) as kind,
    unnest(k.amount) as amount, unnest(k.cap_cents) as cap_cents
  from kept_subsidy_plans k where k.upload_token = ${token}) u`;

/**
 * Applies the plan kept for an upload as a batch, inside the database: the kept column arrays
 * are the changes (decision 0087). The values an update or a delete replaces are copied, with the
 * batch that had written them, for the revert; an add needs nothing kept, its row carries the
 * batch (decision 0086). An ADD is a plain insert: the plan was made on these very subsidies (the
 * import lock held, their version checked), so the key is not there, and were it there after all
 * the apply fails rather than overwrite it. The adds go straight from the arrays into
 * `subsidies`; only the other changes are held for the replaced values, the updates and the
 * deletes to join. Each of the two statements runs only when the plan's counts have changes for
 * it: a plan of 100k adds is not unnested once more to find no other change (decision 0092).
 */
export async function applyKeptPlan(
  tx: Tx,
  parentCompany: string,
  batchId: number,
  token: string,
  counts: PlanCounts,
): Promise<void> {
  if (counts.toBeUpdated + counts.toBeDeleted > 0) {
    await tx.execute(sql`
      with change as (
        select u.* from ${keptChangesOf(token)} where u.action <> 'ADD'
      ),
      replaced as (
        insert into replaced_subsidies (batch_id, lead_state, county, product, kind, amount,
          cap_cents, written_by)
        select ${batchId}::int, s.lead_state, s.county, s.product, s.kind, s.amount, s.cap_cents,
          s.batch_id
        from change c join subsidies s on s.parent_company = ${parentCompany}
          and s.lead_state = c.lead_state and s.county = c.county and s.product = c.product
      ),
      updated as (
        update subsidies s set kind = c.kind, amount = c.amount, cap_cents = c.cap_cents,
          batch_id = ${batchId}::int, updated_at = now()
        from change c
        where c.action = 'UPDATE' and s.parent_company = ${parentCompany}
          and s.lead_state = c.lead_state and s.county = c.county and s.product = c.product
      )
      delete from subsidies s using change c
      where c.action = 'DELETE' and s.parent_company = ${parentCompany}
        and s.lead_state = c.lead_state and s.county = c.county and s.product = c.product`);
  }
  if (counts.toBeAdded > 0) {
    await tx.execute(sql`
      insert into subsidies (parent_company, lead_state, county, product, kind, amount, cap_cents,
        batch_id, updated_at)
      select ${parentCompany}, u.lead_state, u.county, u.product, u.kind, u.amount, u.cap_cents,
        ${batchId}::int, now()
      from ${keptChangesOf(token)} where u.action = 'ADD'`);
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

/**
 * What a plan is made on, read by one statement (one snapshot): the subsidies' version, which
 * every statement that writes them moves (migration 0042), and the geography's stamp, which every
 * statement that writes the rows are checked against moves (the states, their counties, the
 * percent-subsidy states; migration 0044, decision 0092).
 */
export async function planBasis(tx: Tx): Promise<{ version: number; geography: string }> {
  const result = await tx.execute(sql`
    select (select version from subsidies_version)::bigint as version,
      (select stamp from geography_stamp)::text as geography`);
  const [row] = (result as unknown as { rows: { version: string | number; geography: string }[] })
    .rows;
  return { version: Number(row!.version), geography: row!.geography };
}

/**
 * The geography rows are checked against: each state with its counties' names as one array (51
 * rows where the counties are 12k; as JSON, which the driver parses natively), and the
 * percent-subsidy states.
 */
export async function geographyForRows(
  tx: Tx,
): Promise<{ states: { state: string; counties: string[] }[]; percent: string[] }> {
  const states = await tx.execute(sql`
    select s.abbreviation as state, coalesce(json_agg(c.name_upper)
      filter (where c.name_upper is not null), '[]') as counties
    from geo_states s left join geo_counties c on c.state_abbreviation = s.abbreviation
    group by s.abbreviation`);
  const percent = await tx
    .select({ code: percentSubsidyStates.stateCode })
    .from(percentSubsidyStates);
  return {
    states: (states as unknown as { rows: { state: string; counties: string[] }[] }).rows,
    percent: percent.map((p) => p.code),
  };
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
