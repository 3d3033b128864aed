import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('features');

/** Product viewers read the flag admin screens; only product admins change flags. */
const readers = { roles: ROLE_GROUPS.productViewers };
const writers = { roles: ROLE_GROUPS.productAdmins };

/** Feature flags (seed 000 §8): what the screens read, and the product admin's flag screen. */
export const featureCalls = {
  getFeatureFlags: call('GET', '/api/feature/flags', "The flags' values for the caller's client"),
  getFeatureFlagForClient: call(
    'GET',
    '/api/feature/{flag}/{carrierType}/{clientId}',
    "One flag's value for a client, its carrier and client type",
  ),
  listFeatureFlagsAdmin: call(
    'GET',
    '/api/feature/admin',
    'Every flag with its default, description and rules',
    readers,
  ),
  updateFeatureFlag: call(
    'PUT',
    '/api/feature/admin/{flag}',
    "A flag's default value and description",
    writers,
  ),
  putFeatureFlagRule: call(
    'POST',
    '/api/feature/admin/{flag}/rules',
    "Add a rule, or set the value of its target's rule",
    writers,
  ),
  deleteFeatureFlagRule: call(
    'DELETE',
    '/api/feature/admin/{flag}/rules/{ruleId}',
    'Delete a rule',
    writers,
  ),
  getFeatureFlagAudit: call(
    'GET',
    '/api/feature/admin/{flag}/audit',
    "A flag's changes, newest first",
    readers,
  ),
};
