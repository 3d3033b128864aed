import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { territoryOperations as ops } from '@client-admin/contracts/territory';
import { MAX_OPT_IN_FILE_BYTES } from '@client-admin/domain/territory/constants';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { badRequest } from '../../../errors';
import { route } from '../../../plugins/contract-route';
import { applyOptInFile, assertTerritoryExpansionOn, type UploadedFile } from './opt-in.service';

/** The one file of the multipart body, read whole within the size limit. */
async function uploadedFile(app: FastifyInstance, request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('file', M.fileMissing);
  const part = await request.file();
  if (!part) throw badRequest('file', M.fileMissing);
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw badRequest('file', M.fileTooLarge);
    }
    throw error;
  }
}

/** Secondary territories opt-in and opt-out by uploaded file (seed 001 §7). */
export async function optInRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_OPT_IN_FILE_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const db = app.database.db;
  route(app, ops.bulkUpdateSecondaryTerritoriesOptStatus, async ({ user, query, request }) => {
    await assertTerritoryExpansionOn(db, app.cache, user);
    return applyOptInFile(db, await uploadedFile(app, request), query.optIn);
  });
}
