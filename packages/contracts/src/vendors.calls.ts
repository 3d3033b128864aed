import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('vendors');

/** Vendors are staff data (any role): a client user never sees who else sells leads. */
const staff = { roles: ROLE_GROUPS.staff };

/** Seed 001 §7 Vendors, spelled as the seeds spell them (the router ignores case). */
export const vendorCalls = {
  listVendors: call('GET', '/api/Vendors', 'Every vendor, inactive ones too, by name', staff),
  listTopVendors: call(
    'GET',
    '/api/Vendors/top',
    'The active vendors with the highest lead volume',
    staff,
  ),
  /** A vendor's API keys for lead intake (decision 0030): staff create, list and revoke them. */
  listVendorApiKeys: call(
    'GET',
    '/api/vendors/{vendorId}/api-keys',
    "A vendor's API keys, shown by their first characters",
    staff,
  ),
  createVendorApiKey: call(
    'POST',
    '/api/vendors/{vendorId}/api-keys',
    'Creates an API key for the vendor; the answer is the only place the key is shown',
    staff,
  ),
  revokeVendorApiKey: call(
    'DELETE',
    '/api/vendors/{vendorId}/api-keys/{keyId}',
    "Revokes a vendor's API key; intake refuses it from then on",
    staff,
  ),
};
