import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('billing');
const { staff } = ROLE_GROUPS;

/**
 * Seed 002 §7 "GET and POST promos: /api/clients/{id}/promos, /api/Promo/{id}/promo,
 * /createpromo, /zeropromo" (paths and payloads not fully shown; decision 0081).
 */
export const promoCalls = {
  getClientPromos: call('GET', '/api/clients/{id}/promos', 'The promos granted to a client', {
    clientParam: 'id',
  }),
  grantPromo: call(
    'POST',
    '/api/clients/{id}/promos',
    'Grant a client a promo: its own PROMO ledger entry (Idempotency-Key accepted)',
    { clientParam: 'id', roles: staff },
  ),
  getPromo: call('GET', '/api/Promo/{id}/promo', 'A promo by its code'),
  updatePromo: call('POST', '/api/Promo/{id}/promo', 'Rename or reprice a promo staff defined', {
    roles: staff,
  }),
  createPromo: call('POST', '/api/Promo/createpromo', 'Define a promo of one of the promo costs', {
    roles: staff,
  }),
  zeroPromo: call(
    'POST',
    '/api/Promo/zeropromo',
    'Record that a client was granted a promo worth $0 (no money moves)',
    { roles: staff },
  ),
};
