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

/**
 * Cards through the card vault, and products' payment terms (decision 0031): paths as seed 002 §7
 * spells them; removing a card is ours (the seed shows no path for it).
 */
export const billingCardCalls = {
  getAuthnet: call(
    'GET',
    '/api/billing/authnet',
    "The card vault's client key, login id and the script the browser loads",
  ),
  getCards: call('GET', '/api/billing/{id}/cards', "A client's cards, primary first", {
    clientParam: 'id',
  }),
  addCard: call(
    'POST',
    '/api/billing/card',
    "Save a card from the vault's one-time token (never the card number)",
  ),
  updateCard: call('PUT', '/api/Billing/card', "Update a card's holder, address and expiry"),
  setPrimaryCard: call(
    'POST',
    '/api/billing/{id}/card/set-primary',
    "Make a card the client's primary card",
    { clientParam: 'id' },
  ),
  removeCard: call('DELETE', '/api/billing/{id}/card/{paymentId}', 'Remove a card', {
    clientParam: 'id',
  }),
  csAlert: call(
    'POST',
    '/api/reactivation/cs-alert',
    'Alert customer service that a client user needs help (the card limit)',
  ),
  getProducts: call('GET', '/api/Products/{id}', "A client's payment terms per product", {
    clientParam: 'id',
  }),
  updateProducts: call('PUT', '/api/Products/{id}', "Set a client's payment terms per product", {
    clientParam: 'id',
    ...staffOnly,
  }),
};
