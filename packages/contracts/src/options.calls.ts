import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('options');
const consentCall = callsOf('consent');

/** The pick lists of the account form, and the client's consent company. */
export const optionCalls = {
  getOptionList: call('GET', '/api/Clients/{list}/options', 'The options of one pick list'),
  getConsentCompanies: consentCall('GET', '/api/consentcompany', 'The consent companies'),
  getClientConsentCompany: consentCall(
    'GET',
    '/api/consentcompany/client/{clientId}',
    "A client's consent company",
  ),
  // Client users hold no role at all, so any role makes a caller staff.
  setClientConsentCompany: consentCall(
    'PUT',
    '/api/consentcompany/{id}/{clientId}',
    "Set a client's consent company",
    { roles: ROLE_GROUPS.staff },
  ),
};
