import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('signup');
const salesOrStaff = { roles: ROLE_GROUPS.staff };

/**
 * Signup (IO) and the contract, seed 002 §7, paths as the seed spells them (decision 0050).
 * Sales and staff build a signup; the client signs with the link's token and no login.
 */
export const signupCalls = {
  createSignup: call('POST', '/api/sales', 'Start a signup (IO)', salesOrStaff),
  getPendingSignups: call(
    'GET',
    '/api/sales/pending',
    'The signups not yet signed, latest update first, 100 a page',
    salesOrStaff,
  ),
  updateSignup: call('PUT', '/api/sales/update', 'Save a signup as it goes', salesOrStaff),
  getPromotions: call(
    'GET',
    '/api/sales/promotions/{parentCompany}',
    'The promotions a signup of this parent company may take',
    salesOrStaff,
  ),
  getFilterTypes: call(
    'GET',
    '/api/sales/filter-types',
    "The subscription filter types a signup's channel may carry (ours: issue 35)",
    salesOrStaff,
  ),
  getParentProgram: call(
    'GET',
    '/api/sales/parentProgram/{agencyEmail}/{parentCompany}',
    "The parent company's special program for this agency",
    salesOrStaff,
  ),
  getParentProgramInState: call(
    'GET',
    '/api/sales/parentProgram/{agencyEmail}/{parentCompany}/{zip}/{state}',
    "The parent company's special program for this agency in a zip and state (State Farm's combined upload)",
    salesOrStaff,
  ),
  getSignContract: call(
    'GET',
    '/api/sales/sign-contract/{ioId}',
    "The contract a link's token shows to the client (no login)",
    { public: true },
  ),
  signContract: call(
    'POST',
    '/api/sales/sign-contract/{id}',
    "The client signs with the link's token: the client, its login, channels, schedule and deposits are made (no login)",
    { public: true },
  ),
  sendContract: call(
    'POST',
    '/api/sales/{id}/send-contract',
    'Mail the client a link to sign the contract',
    salesOrStaff,
  ),
  getSignup: call('GET', '/api/sales/{id}', 'One signup and its step errors', salesOrStaff),
  deleteSignup: call('DELETE', '/api/sales/{id}', 'Delete a signup not yet signed', salesOrStaff),
  getContract: call(
    'GET',
    '/api/clients/contract/{id}',
    "The client's signed contract: who signed, when, and the document's SHA-256",
    { clientParam: 'id' },
  ),
  downloadContract: call('GET', '/download/{id}', "The client's signed contract as a PDF", {
    clientParam: 'id',
  }),
} as const;
