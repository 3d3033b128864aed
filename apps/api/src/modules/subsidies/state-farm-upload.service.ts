import { z } from 'zod';
import type {
  stateFarmProcessResponse,
  stateFarmScheduleResponse,
} from '@client-admin/contracts/subsidies';
import { nextProcessingDate } from '@client-admin/domain/subsidies/next-processing-date';
import { formatPortalDateTime } from '@client-admin/domain/portal-time';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { sheetNames } from './import-file';
import { keptPlanOf } from './kept-plan';
import { applyPlan, keepReadPlan, type UploadedFile } from './subsidy-import.service';
import { batchDto } from './subsidy-mapper';
import { assertApplicable, fileKindOf, readAndPlan, sha256Of } from './subsidy-sheet.service';
import {
  findBatch,
  findUpload,
  insertUpload,
  lockDueUploads,
  lockSubsidyImports,
  markUploadFailed,
  waitingUploads,
  type UploadHead,
} from './subsidies.repository';

type ProcessResponse = z.infer<typeof stateFarmProcessResponse>;
type ScheduleResponse = z.infer<typeof stateFarmScheduleResponse>;

const waitingDto = (u: UploadHead) => ({
  t: u.token,
  fileName: u.fileName,
  uploadedAt: u.uploadedAt.toISOString(),
  uploadedByEmail: u.uploadedByEmail,
  processAt: u.processAt?.toISOString() ?? null,
});

/**
 * POST /api/sfsubsidyimport/process/{processNow} (seed 002 §4, §7): the first sheet of a State
 * Farm subsidy file. Checked now either way (a bad file is refused, each bad row named); applied
 * now as a batch, or kept and applied by the monthly job at the start of next month.
 */
export async function processStateFarmUpload(
  db: Database,
  user: RequestUser,
  processNow: boolean,
  file: UploadedFile,
  now: Date = new Date(),
): Promise<ProcessResponse> {
  const kind = fileKindOf(file.fileName);
  const [sheetName] = await sheetNames(kind, file.bytes);
  const next = nextProcessingDate(now);
  return db.transaction(async (tx) => {
    await lockSubsidyImports(tx);
    const read = await readAndPlan(tx, { kind, bytes: file.bytes, sheetName: sheetName! });
    assertApplicable(read.sheet);
    const upload = await insertUpload(tx, {
      importType: 'SF_SCHEDULED',
      fileName: file.fileName,
      sha256: sha256Of(file.bytes),
      content: file.bytes,
      sheets: [sheetName!],
      sheetName: sheetName!,
      // The monthly job plans the file again; one applied now keeps this plan.
      planDigest: processNow ? null : (await keptPlanOf(read.plan)).digest,
      processAt: processNow ? null : next,
      uploadedBy: user.id,
      uploadedByEmail: user.email,
    });
    if (!processNow) {
      return {
        processNow,
        nextProcessingDate: next.toISOString(),
        batch: null,
        scheduled: waitingDto(upload),
        message: `Scheduled: the file will be processed on ${formatPortalDateTime(next)}`,
      };
    }
    const { counts } = await keepReadPlan(tx, upload.token, read.plan);
    const applied = await applyPlan(tx, upload, sheetName!, counts, user);
    return {
      processNow,
      nextProcessingDate: next.toISOString(),
      batch: applied.batch,
      scheduled: null,
      message: applied.message,
    };
  });
}

/** GET /api/sfsubsidyimport/scheduled: the uploads waiting, and the next processing date. */
export async function getStateFarmSchedule(
  db: Database,
  now: Date = new Date(),
): Promise<ScheduleResponse> {
  const rows = await db.transaction((tx) => waitingUploads(tx));
  return {
    nextProcessingDate: nextProcessingDate(now).toISOString(),
    waiting: rows.map(waitingDto),
  };
}

/**
 * The monthly job: each scheduled upload whose date has come is applied, once, in its own
 * transaction (a row another instance holds is skipped, and an applied one is no longer due).
 * One whose rows no longer pass (the geography or the percent states changed) is kept with its
 * reason and not applied.
 */
export async function processDueStateFarmUploads(db: Database, now: Date) {
  let applied = 0;
  let failed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await lockSubsidyImports(tx);
      const [upload] = await lockDueUploads(tx, now);
      if (!upload) return false;
      const read = await readAndPlan(tx, {
        kind: fileKindOf(upload.fileName),
        bytes: upload.content,
        sheetName: upload.sheetName!,
      });
      try {
        assertApplicable(read.sheet);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        await markUploadFailed(tx, upload.token, error.message);
        failed++;
        return true;
      }
      const { counts } = await keepReadPlan(tx, upload.token, read.plan);
      await applyPlan(tx, upload, upload.sheetName!, counts, {
        id: 'system',
        email: upload.uploadedByEmail,
      });
      applied++;
      return true;
    });
    if (!done) return { applied, failed };
  }
}

/** For tests and the screens: an upload's batch, once applied. */
export async function batchOfUpload(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const upload = await findUpload(tx, token);
    const batch = upload?.batchId ? await findBatch(tx, upload.batchId) : undefined;
    return batch ? batchDto(batch) : null;
  });
}
