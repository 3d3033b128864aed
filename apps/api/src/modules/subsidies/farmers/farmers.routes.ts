import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { farmersOperations as ops } from '@client-admin/contracts/farmers';
import { MAX_IMPORT_BYTES } from '@client-admin/domain/subsidies/constants';
import { SUBSIDY_MESSAGES as M } from '@client-admin/domain/subsidies/subsidy-messages';
import { badRequest } from '../../../errors';
import { route } from '../../../plugins/contract-route';
import type { UploadedFile } from '../subsidy-import.service';
import { billingUploadEnabled, importBillingRecords } from './farmers-billing.service';
import {
  getAgentImportStatus,
  importFarmersAgents,
  isFarmersCooperateEnabled,
} from './farmers-agents.service';

const MAX_FIELD_BYTES = 100;

/** The file and the text fields of a multipart body, the file within the size cap. */
async function multipartBody(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest('file', M.fileMissing);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw badRequest('file', M.fileTooLarge(MAX_IMPORT_BYTES / 1024 / 1024));
    }
    if (
      error instanceof app.multipartErrors.FieldsLimitError ||
      error instanceof app.multipartErrors.PartsLimitError
    ) {
      throw badRequest('file', 'One file and the fields dateContent and agentKind only');
    }
    throw error;
  }
  if (!file) throw badRequest('file', M.fileMissing);
  return { file, fields };
}

/** The Farmers imports of seed 002 §7 (decision 0073). */
export async function farmersRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMPORT_BYTES,
      files: 1,
      fields: 2,
      fieldSize: MAX_FIELD_BYTES,
      parts: 3,
    },
  });
  const db = app.database.db;
  route(app, ops.importFarmersAgents, async ({ user, request }) => {
    const { file, fields } = await multipartBody(app, request);
    return importFarmersAgents(db, user, fields, file);
  });
  route(app, ops.getAgentImportStatus, () => getAgentImportStatus(db));
  route(app, ops.isFarmersCooperateEnabled, () => isFarmersCooperateEnabled(db));
  route(app, ops.importBillingRecords, async ({ user, request }) => {
    const { file } = await multipartBody(app, request);
    return importBillingRecords(db, app.cache, user, file);
  });
  route(app, ops.getBillingUploadEnabled, async () => ({
    enabled: await billingUploadEnabled(db, app.cache),
  }));
}
