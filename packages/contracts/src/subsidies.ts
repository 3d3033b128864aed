import { z } from 'zod';
import { IMPORT_TYPE_LIST, MAX_IMPORT_ROWS } from '@client-admin/domain/subsidies/constants';
import { operation } from './call-table';
import { booleanQuery } from './common';
import { idParam, text } from './schema-builders';
import { subsidiesCalls as calls } from './subsidies.calls';

/** Sheet names: Excel allows 31 characters; a CSV's one sheet is Sheet1. */
const MAX_SHEET_NAME = 100;
/** A file name as a browser sends it. */
const MAX_FILE_NAME = 255;

const token = z.uuid({ message: 'Must be an upload token' });
const fileName = text({ max: MAX_FILE_NAME });
const sheetName = text({ max: MAX_SHEET_NAME }).min(1, 'Required');

export const importType = z.enum(IMPORT_TYPE_LIST as [string, ...string[]], {
  message: 'Must be SUBSIDY or FARMERS_AGENT',
});

/** What a subsidy is worth, as the wire carries it: percent (25 = 25%) or dollars. */
export const subsidyValue = z.object({
  kind: z.enum(['PERCENT', 'FLAT']),
  /** PERCENT: the percentage (12.5); FLAT: dollars. */
  subsidy: z.number(),
  /** Dollars; null: no cap. */
  subsidyCap: z.number().nullable(),
  /** Seed 002 §9: '25% (cap $10.00)' or '$5.00'. */
  display: z.string(),
});
export type SubsidyValueDto = z.infer<typeof subsidyValue>;

export const subsidyKey = z.object({
  leadState: z.string(),
  /** '' for the whole state. */
  county: z.string(),
  product: z.string(),
});

export const subsidy = subsidyKey.extend(subsidyValue.shape);
export type SubsidyDto = z.infer<typeof subsidy>;

/** A repeated upload of a file already applied (same SHA-256), and what it was. */
export const sameFile = z.object({
  batchId: z.number().int(),
  ranAt: z.string(),
  ranByEmail: z.string(),
  message: z.string(),
});

export const uploadQuery = z.object({ importType: importType.default('SUBSIDY') });
export const uploadResponse = z.object({
  t: token,
  importType,
  fileName: z.string(),
  sha256: z.string(),
  sheets: z.array(z.string()),
  /** Set when an applied batch had the same file: applying it again changes nothing. */
  sameFile: sameFile.nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const sheetsQuery = z.object({ t: token, fileName: fileName.optional() });
export const sheetsResponse = z.object({ fileName: z.string(), sheets: z.array(z.string()) });

export const preprocessQuery = z.object({
  t: token,
  fileName: fileName.optional(),
  sheetname: sheetName,
});

export const badCell = z.object({
  line: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type BadCellDto = z.infer<typeof badCell>;

export const plannedChange = z.object({
  action: z.enum(['ADD', 'UPDATE', 'DELETE']),
  line: z.number().int().nullable(),
  key: subsidyKey,
  before: subsidyValue.nullable(),
  after: subsidyValue.nullable(),
});
export type PlannedChangeDto = z.infer<typeof plannedChange>;

/** Seed 002 §3 (Subsidy import state) and §4: the counts, and ours: the preview and bad rows. */
export const preprocessResponse = z.object({
  importType,
  fileName: z.string(),
  sheetname: z.string(),
  toBeAdded: z.number().int(),
  toBeUpdated: z.number().int(),
  toBeDeleted: z.number().int(),
  unchanged: z.number().int(),
  /** The states the file replaces the subsidies of. */
  states: z.array(z.string()),
  /** The first changes, in the order apply makes them. */
  preview: z.array(plannedChange),
  /** A fault of the whole sheet (its columns, its size): nothing can be applied. */
  fileError: z.string().nullable(),
  badRowCount: z.number().int().max(MAX_IMPORT_ROWS),
  badRows: z.array(badCell),
  sameFile: sameFile.nullable(),
});
export type PreprocessResponse = z.infer<typeof preprocessResponse>;

export const applyQuery = z.object({ t: token });

export const importBatch = z.object({
  id: z.number().int(),
  importType: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  sheetName: z.string().nullable(),
  ranAt: z.string(),
  ranByEmail: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  unchanged: z.number().int(),
  revertedAt: z.string().nullable(),
  revertedByEmail: z.string().nullable(),
});
export type ImportBatchDto = z.infer<typeof importBatch>;

export const applyResponse = z.object({
  batch: importBatch,
  /** True when the file had been applied already: nothing changed. */
  unchanged: z.boolean(),
  message: z.string(),
});
export type ApplyResponse = z.infer<typeof applyResponse>;

export const batchesQuery = z.object({ importType: importType.optional() });
export const batchesResponse = z.array(importBatch);

export const stateFarmProcessParams = z.object({ processNow: booleanQuery });
export const stateFarmUpload = z.object({
  t: z.string(),
  fileName: z.string(),
  uploadedAt: z.string(),
  uploadedByEmail: z.string(),
  processAt: z.string().nullable(),
});
export const stateFarmProcessResponse = z.object({
  processNow: z.boolean(),
  /** Seed 002 §4: the start of next month (New York), when not processed now. */
  nextProcessingDate: z.string(),
  /** The batch, when processed now. */
  batch: importBatch.nullable(),
  scheduled: stateFarmUpload.nullable(),
  message: z.string(),
});
export const stateFarmScheduleResponse = z.object({
  nextProcessingDate: z.string(),
  waiting: z.array(stateFarmUpload),
});

export const clientSubsidiesResponse = z.object({
  clientId: z.number().int(),
  parentCompany: z.string().nullable(),
  /** The states the list covers: the client's own and its channels' territories. */
  states: z.array(z.string()),
  subsidies: z.array(subsidy),
});
export type ClientSubsidies = z.infer<typeof clientSubsidiesResponse>;

export const subsidiesOperations = {
  uploadSubsidyFile: operation(calls.uploadSubsidyFile, {
    query: uploadQuery,
    response: uploadResponse,
  }),
  getSheets: operation(calls.getSheets, { query: sheetsQuery, response: sheetsResponse }),
  preprocess: operation(calls.preprocess, {
    query: preprocessQuery,
    response: preprocessResponse,
  }),
  applyRules: operation(calls.applyRules, { query: applyQuery, response: applyResponse }),
  listBatches: operation(calls.listBatches, { query: batchesQuery, response: batchesResponse }),
  revertBatch: operation(calls.revertBatch, {
    params: z.object({ id: idParam }),
    response: importBatch,
  }),
  processStateFarmUpload: operation(calls.processStateFarmUpload, {
    params: stateFarmProcessParams,
    response: stateFarmProcessResponse,
  }),
  getStateFarmSchedule: operation(calls.getStateFarmSchedule, {
    response: stateFarmScheduleResponse,
  }),
  getClientSubsidies: operation(calls.getClientSubsidies, {
    params: z.object({ id: idParam }),
    response: clientSubsidiesResponse,
  }),
};
