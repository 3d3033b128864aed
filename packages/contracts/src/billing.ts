import { z } from 'zod';
import {
  MAX_MOVEMENT_CENTS,
  TRANSACTIONS_PAGE_SIZE,
} from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { MOVEMENT_KINDS } from '@client-admin/domain/billing/movement-kinds';
import { hasWholeCents } from '@client-admin/domain/money';
import { billingCalls } from './billing.calls';
import { operation } from './call-table';
import { paged } from './common';
import {
  id,
  idParam,
  integer,
  LENGTHS,
  pageQuery,
  pageSizeQuery,
  queryInteger,
  rangeBound,
  text,
} from './schema-builders';

/**
 * The billing ledger on the wire (decision 0027): amounts in dollars with at most two decimals,
 * integer cents inside. Bodies and transactions use the seed's field names (002 §3, §7).
 */

/** An amount moved: more than $0, at most $100,000, at most two decimals. */
const movementBounds = (dollars: z.ZodNumber) =>
  dollars
    .min(0.01, M.amountPositive)
    .max(MAX_MOVEMENT_CENTS / 100, M.amountTooLarge)
    .refine(hasWholeCents, M.amountDecimals);
export const movementAmount = movementBounds(z.number({ error: M.amountNotANumber }));
/** The same amount in a query string (a coerced number takes the same checks; only its input type differs). */
export const movementAmountQuery = movementBounds(
  z.coerce.number<string>({ error: M.amountNotANumber }) as unknown as z.ZodNumber,
);

/** A product (service) type in a body: 1 Web, 2 Call. */
export const productType = integer({ min: 1, max: 2, message: M.unknownProduct });
const productTypeParam = queryInteger({ min: 1, max: 2, message: M.unknownProduct });

const description = text({ max: LENGTHS.note, trim: true }).default('');
const code = text({ max: LENGTHS.code, trim: true }).nullable().optional();
const createDate = z.iso
  .datetime({ offset: true, error: 'CreateDate must be a date and time' })
  .optional();

export const balance = z.object({
  clientId: z.number().int(),
  productType: z.number().int(),
  /** Dollars. */
  balance: z.number(),
  /** How low the balance may go, in dollars (0, or negative for an allowed overdraft). */
  limit: z.number(),
});
export type Balance = z.infer<typeof balance>;

/** One line of a client's transactions: what one transaction did to one product's balance. */
export const transaction = z.object({
  Id: z.number().int(),
  /** Signed dollars: what the transaction added to (or took from) this product's balance. */
  Amount: z.number(),
  ClientId: z.number().int(),
  CreateDate: z.string(),
  Description: z.string(),
  Service: z.number().int(),
  TypeCode: z.enum(MOVEMENT_KINDS),
  CardCheckNumber: z.string().nullable(),
  PromoCode: z.string().nullable(),
  /** The transaction this one refunds or replaces. */
  RelatedTransactionId: z.number().int().nullable(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionsResponse = paged(transaction);
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

export const TRANSACTION_SORTS = ['-createDate', 'createDate', '-amount', 'amount'] as const;

/**
 * GET /api/billing/{clientId}/transactions; from defaults to the first of this month. Either end
 * a date (a day in America/New_York) or a date-time (that instant), issue 36.
 */
export const transactionsQuery = z.object({
  q: text({ max: LENGTHS.name, trim: true }).optional(),
  from: rangeBound('from').optional(),
  to: rangeBound('to').optional(),
  page: pageQuery.default(1),
  pageSize: pageSizeQuery().default(TRANSACTIONS_PAGE_SIZE),
  sortBy: z
    .enum(TRANSACTION_SORTS, `sortBy must be one of ${TRANSACTION_SORTS.join(', ')}`)
    .default('-createDate'),
});
export type TransactionsQuery = z.input<typeof transactionsQuery>;
export type TransactionsFilter = z.output<typeof transactionsQuery>;

export const transactionType = z.object({
  code: z.enum(MOVEMENT_KINDS),
  description: z.string(),
  /** Staff may create it with POST /api/billing/{clientId}/transactions. */
  manual: z.boolean(),
});
export type TransactionTypeItem = z.infer<typeof transactionType>;

/** POST /api/billing/{clientId}/transactions (staff): a manual TypeCode only. */
export const createTransactionRequest = z.object({
  Amount: movementAmount,
  ClientId: id,
  CreateDate: createDate,
  Description: description,
  Service: productType,
  TypeCode: z.enum(MOVEMENT_KINDS, M.unknownTransactionType),
  CardCheckNumber: code,
  PromoCode: code,
});
export type CreateTransactionRequest = z.input<typeof createTransactionRequest>;
export type CreateTransactionBody = z.output<typeof createTransactionRequest>;

/** POST /api/billing/{clientId}/transfers (staff): from one product's balance to the other's. */
export const createTransferRequest = z
  .object({
    Amount: movementAmount,
    ClientId: id,
    CreateDate: createDate,
    Description: description,
    Source: productType,
    Target: productType,
  })
  .refine((t) => t.Source !== t.Target, { path: ['Target'], message: M.transferToItself });
export type CreateTransferRequest = z.input<typeof createTransferRequest>;
export type CreateTransferBody = z.output<typeof createTransferRequest>;

/** POST /api/billing/refund/{serviceTypeId} (staff): against a deposit or card charge. */
export const refundRequest = z.object({
  ClientId: id,
  TransactionId: id,
  Amount: movementAmount,
  Description: description,
});
export type RefundRequest = z.input<typeof refundRequest>;
export type RefundBody = z.output<typeof refundRequest>;

/** POST /api/billing/{id}/groupbalancetransfer (staff): from client {id} to TargetClientId. */
export const createGroupBalanceTransferRequest = z.object({
  Amount: movementAmount,
  TargetClientId: id,
  Service: productType,
  CreateDate: createDate,
  Description: description,
});
export type CreateGroupBalanceTransferRequest = z.input<typeof createGroupBalanceTransferRequest>;
export type CreateGroupBalanceTransferBody = z.output<typeof createGroupBalanceTransferRequest>;

/** POST /api/billing/GroupBalanceTransfer/{id} (staff): the transfer's reversal (decision 0083). */
export const reverseGroupBalanceTransferRequest = z.object({ Description: description });
export type ReverseGroupBalanceTransferRequest = z.input<typeof reverseGroupBalanceTransferRequest>;

export const groupBalanceTransfer = z.object({
  Id: z.number().int(),
  /** Dollars, positive. */
  Amount: z.number(),
  SourceClientId: z.number().int(),
  TargetClientId: z.number().int(),
  Service: z.number().int(),
  CreateDate: z.string(),
  Description: z.string(),
});
export type GroupBalanceTransfer = z.infer<typeof groupBalanceTransfer>;

/** What a money-moving call answers: the lines it wrote on client balances, and those balances. */
export const ledgerResult = z.object({
  message: z.string(),
  items: z.array(transaction),
  balances: z.array(balance),
});
export type LedgerResult = z.infer<typeof ledgerResult>;

const clientParams = z.object({ clientId: idParam });
const idParams = z.object({ id: idParam });

export const billingOperations = {
  getBalance: operation(billingCalls.getBalance, {
    params: z.object({ id: idParam, productType: productTypeParam }),
    response: balance,
  }),
  getTransactions: operation(billingCalls.getTransactions, {
    params: clientParams,
    query: transactionsQuery,
    response: transactionsResponse,
  }),
  getTransactionTypes: operation(billingCalls.getTransactionTypes, {
    response: z.array(transactionType),
  }),
  createTransaction: operation(billingCalls.createTransaction, {
    params: clientParams,
    body: createTransactionRequest,
    response: ledgerResult,
    status: 201,
  }),
  createTransfer: operation(billingCalls.createTransfer, {
    params: clientParams,
    body: createTransferRequest,
    response: ledgerResult,
    status: 201,
  }),
  refund: operation(billingCalls.refund, {
    params: z.object({ serviceTypeId: productTypeParam }),
    body: refundRequest,
    response: ledgerResult,
    status: 201,
  }),
  getGroupBalanceTransfers: operation(billingCalls.getGroupBalanceTransfers, {
    params: idParams,
    response: z.array(groupBalanceTransfer),
  }),
  createGroupBalanceTransfer: operation(billingCalls.createGroupBalanceTransfer, {
    params: idParams,
    body: createGroupBalanceTransferRequest,
    response: ledgerResult,
    status: 201,
  }),
  reverseGroupBalanceTransfer: operation(billingCalls.reverseGroupBalanceTransfer, {
    params: idParams,
    body: reverseGroupBalanceTransferRequest,
    response: ledgerResult,
    status: 201,
  }),
  getGroupBalanceTransfer: operation(billingCalls.getGroupBalanceTransfer, {
    params: idParams,
    response: groupBalanceTransfer,
  }),
};
