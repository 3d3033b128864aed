import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subsidiesOperations as ops } from '@client-admin/contracts/subsidies';
import { MAX_IMPORT_BYTES } from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import type { ImportType } from '@client-admin/domain/subsidies/constants';
import { badRequest } from '../../errors';
import { route } from '../../plugins/contract-route';
import { getClientSubsidies } from './client-subsidies.service';
import { getStateFarmSchedule, processStateFarmUpload } from './state-farm-upload.service';
import {
  applyRules,
  getBatches,
  getSheets,
  preprocess,
  revertBatch,
  uploadSubsidyFile,
  type UploadedFile,
} from './subsidy-import.service';

/** The one file of a multipart body, read whole within the size cap (a clear 400 past it). */
async function uploadedFile(app: FastifyInstance, request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('file', M.fileMissing);
  const part = await request.file();
  if (!part) throw badRequest('file', M.fileMissing);
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw badRequest('file', M.fileTooLarge(MAX_IMPORT_BYTES / 1024 / 1024));
    }
    throw error;
  }
}

/** Subsidy imports, the State Farm scheduled upload and clients' subsidies (seed 002 §7). */
export async function subsidiesRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const db = app.database.db;
  route(app, ops.uploadSubsidyFile, async ({ user, query, request }) =>
    uploadSubsidyFile(db, user, query.importType as ImportType, await uploadedFile(app, request)),
  );
  route(app, ops.getSheets, ({ query }) => getSheets(db, query.t));
  route(app, ops.preprocess, ({ query }) => preprocess(db, query.t, query.sheetname));
  route(app, ops.applyRules, ({ user, query }) => applyRules(db, user, query.t));
  route(app, ops.listBatches, ({ query }) => getBatches(db, query.importType as ImportType));
  route(app, ops.revertBatch, ({ user, params }) => revertBatch(db, user, params.id));
  route(app, ops.processStateFarmUpload, async ({ user, params, request }) =>
    processStateFarmUpload(db, user, params.processNow, await uploadedFile(app, request)),
  );
  route(app, ops.getStateFarmSchedule, () => getStateFarmSchedule(db));
  route(app, ops.getClientSubsidies, ({ user, params }) => getClientSubsidies(db, user, params.id));
}
