import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('farmers');

/** Staff only: any role (a client user holds none). */
const staff = { roles: ROLE_GROUPS.staff };

/** The Farmers imports of seed 002 §7 (decision 0073), paths as the seed spells them. */
export const farmersCalls = {
  importFarmersAgents: call(
    'POST',
    '/api/FarmersVendorImport/import-farmers-agents',
    'Import a file of active or terminated Farmers agents (multipart: file, dateContent, agentKind)',
    staff,
  ),
  getAgentImportStatus: call(
    'GET',
    '/api/FarmersVendorImport/current-agent-import-status',
    'The latest active and terminated agent imports and their overall status',
    staff,
  ),
  isFarmersCooperateEnabled: call(
    'GET',
    '/api/FarmersVendorImport/is-farmers-cooperate-enabled',
    'Whether the Farmers co-op (BMP) program is on',
    staff,
  ),
  importBillingRecords: call(
    'POST',
    '/api/farmersBillingRecords/farmers-billing-records-import',
    'Post a file of Farmers billing records to the ledger, once each (FarmersBillingUpload)',
    staff,
  ),
  getBillingUploadEnabled: call(
    'GET',
    '/api/farmersBillingRecords/enabled',
    'Whether the FarmersBillingUpload flag is on for the Farmers program (ours)',
    staff,
  ),
};
