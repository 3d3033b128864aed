import type { TransactionsFilter } from '@client-admin/contracts/billing';
import type { StatementsFilter } from '@client-admin/contracts/billing-statements';

/** Query keys of the billing screens; all under 'billing', a client-scoped root. */
export const billingKeys = {
  forClient: (clientId: number) => ['billing', clientId] as const,
  balance: (clientId: number, productType: number) =>
    ['billing', clientId, 'balance', productType] as const,
  transactions: (clientId: number, query: TransactionsFilter) =>
    ['billing', clientId, 'transactions', query] as const,
  history: (clientId: number, from: string) => ['billing', clientId, 'history', from] as const,
  groupTransfers: (clientId: number) => ['billing', clientId, 'group-transfers'] as const,
  groupTransfer: (clientId: number, transferId: number) =>
    ['billing', clientId, 'group-transfers', transferId] as const,
  clientPromos: (clientId: number) => ['billing', clientId, 'promos'] as const,
  transactionTypes: () => ['billing-types', 'transactions'] as const,
  promos: () => ['billing-types', 'promos'] as const,
  replacementCandidates: (clientId: number, debtId: number, amount: number) =>
    ['billing', clientId, 'replacement-candidates', debtId, amount] as const,
  cards: (clientId: number) => ['billing', clientId, 'cards'] as const,
  products: (clientId: number) => ['billing', clientId, 'products'] as const,
  authnet: () => ['billing-vault', 'authnet'] as const,
  cancellation: (clientId: number) => ['billing', clientId, 'cancellation'] as const,
  cancelReasons: (clientId: number) => ['billing', clientId, 'cancel-reasons'] as const,
  statements: (clientId: number, query: StatementsFilter) =>
    ['billing', clientId, 'statements', query] as const,
  lastStatement: (clientId: number) => ['billing', clientId, 'last-statement'] as const,
  cancelStatementSummaries: (clientId: number) =>
    ['billing', clientId, 'cancel-statement-summaries'] as const,
};
