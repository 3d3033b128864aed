import { z } from 'zod';
import { BILLING_TYPES } from '@client-admin/domain/billing/product-terms';
import { billingMoneyCalls as calls } from './billing.calls';
import { ledgerResult, movementAmountQuery, transaction } from './billing';
import { operation } from './call-table';
import { id, idParam, LENGTHS, text } from './schema-builders';

/** Billing types, promos and group debt replacement on the wire (decision 0040). Dollars. */

export const billingTypeItem = z.object({ id: z.enum(BILLING_TYPES), name: z.string() });
export type BillingTypeItem = z.infer<typeof billingTypeItem>;

export const promoItem = z.object({
  code: z.string(),
  name: z.string(),
  /** Dollars; null: the custom promo, any amount. */
  amount: z.number().nullable(),
});
export type PromoItem = z.infer<typeof promoItem>;

const replacementParams = z.object({ clientId: idParam, transactionId: idParam });
/** `?amount`: dollars, as a body's Amount. */
const amountQuery = z.object({ amount: movementAmountQuery });
export type ReplacementQuery = z.input<typeof amountQuery>;

/** A transaction of the client that can replace the debt, and how much of it is left. */
export const replacementCandidate = transaction.extend({
  /** Dollars of it not yet refunded nor used to replace a group debt. */
  Available: z.number(),
});
export type ReplacementCandidate = z.infer<typeof replacementCandidate>;

export const replaceTransactionRequest = z.object({
  /** The deposit, card charge or recharge of the client whose money pays the debt back. */
  ReplacementTransactionId: id,
  Description: text({ max: LENGTHS.note, trim: true }).default(''),
});
export type ReplaceTransactionRequest = z.input<typeof replaceTransactionRequest>;
export type ReplaceTransactionBody = z.output<typeof replaceTransactionRequest>;

export const billingMoneyOperations = {
  getBillingTypes: operation(calls.getBillingTypes, { response: z.array(billingTypeItem) }),
  getPromos: operation(calls.getPromos, { response: z.array(promoItem) }),
  getGroupDebtReplacementTransactions: operation(calls.getGroupDebtReplacementTransactions, {
    params: replacementParams,
    query: amountQuery,
    response: z.array(replacementCandidate),
  }),
  replaceTransaction: operation(calls.replaceTransaction, {
    params: replacementParams,
    query: amountQuery,
    body: replaceTransactionRequest,
    response: ledgerResult,
    status: 201,
  }),
};
