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
  reverseGroupBalanceTransfer: call(
    'POST',
    '/api/billing/GroupBalanceTransfer/{id}',
    'Reverse a group balance transfer: its amount back to the client that sent it, once (Idempotency-Key accepted; decision 0083)',
    staffOnly,
  ),
};

/** Billing types, promos and group debt replacement (decision 0040), paths as seed 002 §7. */
export const billingMoneyCalls = {
  getBillingTypes: call(
    'GET',
    '/api/billing/billingTypes',
    'The billing types: client, group, anchor, SF subsidy, Farmers BMP',
  ),
  getPromos: call('GET', '/api/clients/promos', 'The promos a PROMO transaction may apply'),
  getGroupDebtReplacementTransactions: call(
    'GET',
    '/api/billing/{clientId}/transactions/getGroupDebtReplacementTransactions/{transactionId}',
    "The client's transactions that can replace (pay back) a group debt transaction for an amount",
  ),
  replaceTransaction: call(
    'POST',
    '/api/billing/{clientId}/transactions/replaceTransaction/{transactionId}',
    "Pay a group debt back from the client's own money (Idempotency-Key accepted)",
    staffOnly,
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

/**
 * Cancelling a client (decision 0039): paths as seed 002 §7 spells them. Staff for any client,
 * a client user for its own.
 */
export const billingCancellationCalls = {
  getCancelReasons: call(
    'GET',
    '/api/billing/{id}/cancel-client-reasons',
    'The reasons a client may be cancelled for, code and text',
    { clientParam: 'id' },
  ),
  isCancellationScheduled: call(
    'GET',
    '/api/billing/{id}/is-cancellation-scheduled',
    "Whether the client's cancellation is scheduled, and for which day",
    { clientParam: 'id' },
  ),
  cancelCancellation: call(
    'POST',
    '/api/billing/{id}/cancel-cancellation',
    "Withdraw the client's scheduled cancellation",
    { clientParam: 'id' },
  ),
  cancelClient: call(
    'POST',
    '/api/Billing/{id}/cancel-client',
    'Cancel the client today or schedule its cancellation for a later day',
    { clientParam: 'id' },
  ),
};

/**
 * Statements (decision 0038): the list, last statement and cancel statement summaries as seed
 * 002 §7 spells them; a statement's PDF is ours (the seed shows no path for it).
 */
export const billingStatementCalls = {
  getStatements: call(
    'GET',
    '/api/billing/{id}/statements',
    "A client's statements, newest first, paged",
    { clientParam: 'id' },
  ),
  getLastStatement: call(
    'GET',
    '/api/billing/{id}/last-statement',
    "A client's newest statement, or none",
    { clientParam: 'id' },
  ),
  getCancelStatementSummaries: call(
    'GET',
    '/api/billing/{id}/cancelstatementsummaries',
    "A client's cancellation statements: each with its final balance per product",
    { clientParam: 'id' },
  ),
  getStatementPdf: call(
    'GET',
    '/api/billing/{id}/statements/{statementId}/pdf',
    'One statement as a PDF',
    { clientParam: 'id' },
  ),
};
