import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('subsidies');

/** Staff only: any role (a client user holds none). */
const staff = { roles: ROLE_GROUPS.staff };

/**
 * Subsidy and farmers imports of seed 002 §7, paths as the seed spells them, and our calls for
 * the kept batches (decision 0070). `t` is the upload's token, given by the upload.
 */
export const subsidiesCalls = {
  uploadSubsidyFile: call(
    'POST',
    '/api/subsidy/upload',
    'Upload a subsidy workbook or CSV (multipart, one file; query importType): its token and sheets',
    staff,
  ),
  getSheets: call('GET', '/api/subsidy/getsheets', 'The sheets of an uploaded file', staff),
  preprocess: call(
    'GET',
    '/api/subsidy/preprocess',
    'A dry run of a sheet: toBeAdded, toBeUpdated, toBeDeleted, a preview and the bad rows',
    staff,
  ),
  applyRules: call(
    'GET',
    '/api/subsidy/applyrules',
    'Apply the pre-processed sheet of an upload in one transaction: a kept batch',
    staff,
  ),
  listBatches: call(
    'GET',
    '/api/subsidy/batches',
    'The import batches, newest first, with who ran them, when and their counts (ours)',
    staff,
  ),
  revertBatch: call(
    'POST',
    '/api/subsidy/batches/{id}/revert',
    "Undo a batch's changes in one transaction, while no later batch touched the same rows (ours)",
    staff,
  ),
  processStateFarmUpload: call(
    'POST',
    '/api/sfsubsidyimport/process/{processNow}',
    'A State Farm subsidy file (multipart): applied now, or on the 1st of next month',
    staff,
  ),
  getStateFarmSchedule: call(
    'GET',
    '/api/sfsubsidyimport/scheduled',
    'The State Farm uploads waiting for their processing date, and the next date (ours)',
    staff,
  ),
  getClientSubsidies: call(
    'GET',
    '/api/clients/{id}/subsidy',
    "The subsidies of a client's parent company program, by state, county and product",
    { clientParam: 'id' },
  ),
};
