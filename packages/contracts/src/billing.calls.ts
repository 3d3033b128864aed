import { ROLE_GROUPS } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('billing');
const staffOnly = { roles: ROLE_GROUPS.staff };

/**
 * The ledger's calls of seed 002 §7 (Billing), paths as the seed spells them (decision 0027).
 * Clients and staff read a client's billing; only staff move money.
 */
export const billingCalls = {
  getBalance: call(
    'GET',
    '/api/billing/{id}/balance/{productType}',
    "A client's balance of one product (1 Web, 2 Call)",
    { clientParam: 'id' },
  ),
  getTransactions: call(
    'GET',
    '/api/billing/{clientId}/transactions',
    "A client's transactions, newest first, from the start of the month by default",
  ),
  getTransactionTypes: call('GET', '/api/billing/transactions/types', 'The transaction types'),
  createTransaction: call(
    'POST',
    '/api/billing/{clientId}/transactions',
    'Create a deposit, charge, credit, promo or subsidy (Idempotency-Key accepted)',
    staffOnly,
  ),
  createTransfer: call(
    'POST',
    '/api/billing/{clientId}/transfers',
    "Move money between a client's products (Idempotency-Key accepted)",
    staffOnly,
  ),
  refund: call(
    'POST',
    '/api/billing/refund/{serviceTypeId}',
    'Refund (part of) a deposit or card charge (Idempotency-Key accepted)',
    staffOnly,
  ),
  getGroupBalanceTransfers: call(
    'GET',
    '/api/billing/{id}/groupbalancetransfer',
    'The group balance transfers a client sent or received, newest first',
    { clientParam: 'id' },
  ),
  createGroupBalanceTransfer: call(
    'POST',
    '/api/billing/{id}/groupbalancetransfer',
    "Move money from this client's balance to another client's (Idempotency-Key accepted)",
    { clientParam: 'id', ...staffOnly },
  ),
  getGroupBalanceTransfer: call(
    'GET',
    '/api/billing/GroupBalanceTransfer/{id}',
    'One group balance transfer',
  ),
};
