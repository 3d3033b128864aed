import type {
  ApplyResponse,
  ImportBatchDto,
  PreprocessResponse,
  UploadResponse,
} from '@client-admin/contracts/subsidies';
import {
  IMPORT_TYPES,
  PREVIEW_ROWS,
  SUBSIDY_PARENT_COMPANY,
  type ImportType,
} from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import type { SubsidyPlan } from '@client-admin/domain/subsidies/subsidy-plan';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { sheetNames } from './import-file';
import { recentUploadBytes, rememberUpload } from './recent-upload';
import { batchDto, ranAtText } from './subsidy-mapper';
import { changeCount, keptPlanOf, type KeptPlan, type PlanCounts } from './kept-plan';
import {
  assertApplicable,
  currentPlanBasis,
  fileKindOf,
  planInputs,
  plannedChangeDto,
  readAndPlan,
  sha256Of,
} from './subsidy-sheet.service';
import {
  applyKeptPlan,
  dropKeptPlan,
  findBatch,
  findLiveBatchBySha,
  findUpload,
  insertBatch,
  insertUpload,
  keptPlanCounts,
  keptPlanWriter,
  laterBatchesTouching,
  listBatches,
  lockSubsidyImports,
  markBatchReverted,
  markUploadApplied,
  revertSubsidies,
  setUploadPlan,
  uploadContent,
  type BatchRow,
  type UploadHead,
} from './subsidies.repository';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** Who runs an import: a staff member, or the monthly job on behalf of the one who scheduled. */
export interface Runner {
  id: string;
  email: string;
}

function sameFileOf(batch: BatchRow | undefined) {
  if (!batch) return null;
  return {
    batchId: batch.id,
    ranAt: batch.ranAt.toISOString(),
    ranByEmail: batch.ranByEmail,
    message: M.sameFile(ranAtText(batch), batch.ranByEmail),
  };
}

/**
 * POST /api/subsidy/upload: the file kept (in the database) under a token, with its sheets and
 * SHA-256; a file already applied is named so (applying it again changes nothing).
 */
export async function uploadSubsidyFile(
  db: Database,
  user: RequestUser,
  importType: ImportType,
  file: UploadedFile,
): Promise<UploadResponse> {
  if (importType !== IMPORT_TYPES.SUBSIDY) throw badRequest('importType', M.wrongType);
  const kind = fileKindOf(file.fileName);
  const sheets = await sheetNames(kind, file.bytes);
  const sha256 = sha256Of(file.bytes);
  const answer = await db.transaction(async (tx) => {
    const upload = await insertUpload(tx, {
      importType: 'SUBSIDY',
      fileName: file.fileName,
      sha256,
      content: file.bytes,
      sheets,
      uploadedBy: user.id,
      uploadedByEmail: user.email,
    });
    const same = await findLiveBatchBySha(tx, 'SUBSIDY', sha256);
    return {
      t: upload.token,
      importType,
      fileName: upload.fileName,
      sha256,
      sheets,
      sameFile: sameFileOf(same),
    };
  });
  rememberUpload(answer.t, file.bytes);
  return answer;
}

/** An upload's bytes: kept by this instance if it took the file last, or read from the database. */
const bytesOf = async (tx: Tx, token: string) =>
  recentUploadBytes(token) ?? (await uploadContent(tx, token));

async function uploadOf(tx: Tx, token: string, options: { lock?: boolean } = {}) {
  const upload = await findUpload(tx, token, options);
  if (!upload || upload.importType !== 'SUBSIDY') throw notFound(M.unknownUpload);
  return upload;
}

/** GET /api/subsidy/getsheets?t: the sheets of the upload. */
export async function getSheets(db: Database, token: string) {
  const upload = await db.transaction((tx) => uploadOf(tx, token));
  return { fileName: upload.fileName, sheets: upload.sheets };
}

function checkSheet(upload: UploadHead, sheetName: string) {
  if (!upload.sheets.includes(sheetName)) {
    throw badRequest('sheetname', M.unknownSheet(sheetName));
  }
}

/**
 * GET /api/subsidy/preprocess?t&sheetname: a true dry run. The sheet is read and planned
 * against the subsidies as they are; nothing but the plan's digest is written (apply checks it).
 */
export async function preprocess(
  db: Database,
  token: string,
  sheetName: string,
): Promise<PreprocessResponse> {
  return db.transaction(async (tx) => {
    const upload = await uploadOf(tx, token, { lock: true });
    if (upload.batchId !== null) throw conflict(M.alreadyApplied);
    checkSheet(upload, sheetName);
    const { sheet, plan, basis } = await readAndPlan(tx, {
      kind: fileKindOf(upload.fileName),
      bytes: await bytesOf(tx, token),
      sheetName,
    });
    const kept = sheet.isValid ? await keepReadPlan(tx, token, plan) : await keptPlanOf(plan);
    if (!sheet.isValid) await dropKeptPlan(tx, token);
    await setUploadPlan(tx, token, {
      sheetName,
      planDigest: kept.digest,
      planBasis: sheet.isValid ? basis : null,
    });
    const same = await findLiveBatchBySha(tx, 'SUBSIDY', upload.sha256);
    return {
      importType: IMPORT_TYPES.SUBSIDY,
      fileName: upload.fileName,
      sheetname: sheetName,
      toBeAdded: plan.toBeAdded,
      toBeUpdated: plan.toBeUpdated,
      toBeDeleted: plan.toBeDeleted,
      unchanged: plan.unchanged,
      states: sheet.isValid ? sheet.states : [],
      preview: plan.changes.slice(0, PREVIEW_ROWS).map(plannedChangeDto),
      fileError: sheet.fileError,
      badRowCount: sheet.badRowCount,
      badRows: sheet.bad,
      sameFile: sameFileOf(same),
    };
  });
}

/**
 * Applies the plan kept for the upload as a batch, in the caller's transaction (which holds the
 * import lock): the subsidies written, what they replaced kept, the upload marked applied. An
 * empty plan of a file already applied makes no batch: the earlier one is answered (nothing
 * changed).
 */
export async function applyPlan(
  tx: Tx,
  upload: UploadHead,
  sheetName: string,
  counts: PlanCounts,
  runner: Runner,
): Promise<ApplyResponse> {
  if (changeCount(counts) === 0) {
    const same = await findLiveBatchBySha(tx, 'SUBSIDY', upload.sha256);
    if (same) {
      await markUploadApplied(tx, upload.token, same.id);
      return {
        batch: batchDto(same),
        unchanged: true,
        message: M.sameFile(ranAtText(same), same.ranByEmail),
      };
    }
  }
  const batch = await insertBatch(tx, {
    importType: 'SUBSIDY',
    fileName: upload.fileName,
    sha256: upload.sha256,
    sheetName,
    ranBy: runner.id,
    ranByEmail: runner.email,
    added: counts.toBeAdded,
    updated: counts.toBeUpdated,
    deleted: counts.toBeDeleted,
    unchanged: counts.unchanged,
  });
  await applyKeptPlan(tx, SUBSIDY_PARENT_COMPANY, batch.id, upload.token, counts);
  await markUploadApplied(tx, upload.token, batch.id);
  return {
    batch: batchDto(batch),
    unchanged: false,
    message: `Applied: ${counts.toBeAdded} added, ${counts.toBeUpdated} updated, ${counts.toBeDeleted} deleted`,
  };
}

/** Keeps a plan read in this transaction for the upload's apply; its counts and digest. */
export async function keepReadPlan(tx: Tx, token: string, plan: SubsidyPlan): Promise<KeptPlan> {
  return keptPlanOf(plan, await keptPlanWriter(tx, token, plan));
}

/**
 * The counts of the plan the pre-process showed, kept for the apply under the import lock: the
 * kept one while what it was made on (the subsidies' version, the geography) is unchanged;
 * otherwise the file is planned again, which must give the same plan (409 "pre-process again"
 * if not), or a 400 naming its bad rows, and that plan is kept in its place.
 */
async function planToApply(tx: Tx, upload: UploadHead & { sheetName: string }) {
  const basis = await currentPlanBasis(tx);
  const keptCounts = await keptPlanCounts(tx, upload.token);
  if (keptCounts && upload.planBasis === basis.text) return keptCounts;
  const read = await readAndPlan(
    tx,
    {
      kind: fileKindOf(upload.fileName),
      bytes: await bytesOf(tx, upload.token),
      sheetName: upload.sheetName,
    },
    await planInputs(tx, basis),
  );
  assertApplicable(read.sheet);
  // Kept before it is compared: a plan of another digest is refused, and the transaction with it.
  const kept = await keepReadPlan(tx, upload.token, read.plan);
  if (kept.digest !== upload.planDigest) throw conflict(M.planChanged);
  return kept.counts;
}

/**
 * GET /api/subsidy/applyrules?t: the pre-processed sheet applied in one transaction, exactly as
 * the pre-process showed it (planToApply); applying an upload twice answers its batch again.
 */
export async function applyRules(
  db: Database,
  user: RequestUser,
  token: string,
): Promise<ApplyResponse> {
  return db.transaction(async (tx) => {
    await lockSubsidyImports(tx);
    const upload = await uploadOf(tx, token, { lock: true });
    if (upload.batchId !== null) {
      const batch = (await findBatch(tx, upload.batchId))!;
      return { batch: batchDto(batch), unchanged: true, message: M.alreadyApplied };
    }
    const { sheetName } = upload;
    if (!sheetName || !upload.planDigest) throw badRequest('t', M.notPreprocessed);
    const counts = await planToApply(tx, { ...upload, sheetName });
    return applyPlan(tx, upload, sheetName, counts, { id: user.id, email: user.email });
  });
}

/** GET /api/subsidy/batches: the kept batches, newest first. */
export async function getBatches(
  db: Database,
  importType: ImportType | undefined,
): Promise<ImportBatchDto[]> {
  const type = importType === 'FARMERS_AGENT' ? 'FARMERS_AGENT' : importType;
  const rows = await db.transaction((tx) => listBatches(tx, type, 100));
  return rows.map(batchDto);
}

/**
 * POST /api/subsidy/batches/{id}/revert: every change of the batch undone in one transaction,
 * while no later live batch touched what it did (409 naming them).
 */
export async function revertBatch(
  db: Database,
  user: RequestUser,
  id: number,
  now: Date = new Date(),
): Promise<ImportBatchDto> {
  return db.transaction(async (tx) => {
    await lockSubsidyImports(tx);
    const batch = await findBatch(tx, id, { lock: true });
    if (!batch || batch.importType !== 'SUBSIDY') throw notFound(M.batchNotFound);
    if (batch.revertedAt) throw conflict(M.batchReverted);
    const later = await laterBatchesTouching(tx, SUBSIDY_PARENT_COMPANY, id);
    if (later.length > 0) throw conflict(M.batchTouchedLater(later));
    await revertSubsidies(tx, SUBSIDY_PARENT_COMPANY, id);
    return batchDto(await markBatchReverted(tx, id, user, now));
  });
}
