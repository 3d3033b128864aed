import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('lookup-values');

/**
 * Lookup values of seed 001 §7: the answers a lookup subscription filter offers (decision 0034).
 * Product viewers read them; product admins save them.
 */
export const lookupValueCalls = {
  getLookupValues: call('GET', '/api/lookupvalue', 'Lookup values, paged and sorted', {
    roles: ROLE_GROUPS.productViewers,
  }),
  saveLookupValue: call('POST', '/api/lookupValue/', 'Create or change a lookup value', {
    roles: ROLE_GROUPS.productAdmins,
  }),
};
