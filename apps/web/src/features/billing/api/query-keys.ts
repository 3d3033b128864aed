import type { TransactionsFilter } from '@client-admin/contracts/billing';

/** Query keys of the billing screens; all under 'billing', a client-scoped root. */
export const billingKeys = {
  forClient: (clientId: number) => ['billing', clientId] as const,
  balance: (clientId: number, productType: number) =>
    ['billing', clientId, 'balance', productType] as const,
  transactions: (clientId: number, query: TransactionsFilter) =>
    ['billing', clientId, 'transactions', query] as const,
  history: (clientId: number, from: string) => ['billing', clientId, 'history', from] as const,
  groupTransfers: (clientId: number) => ['billing', clientId, 'group-transfers'] as const,
  transactionTypes: () => ['billing-types', 'transactions'] as const,
  cards: (clientId: number) => ['billing', clientId, 'cards'] as const,
  products: (clientId: number) => ['billing', clientId, 'products'] as const,
  authnet: () => ['billing-vault', 'authnet'] as const,
};
