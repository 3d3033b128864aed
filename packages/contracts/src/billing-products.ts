import { z } from 'zod';
import { CHARGE_DAYS, RECHARGE_AMOUNTS } from '@client-admin/domain/billing/payment-terms';
import {
  BILLING_TYPES,
  PAYMENT_METHODS,
  PRODUCT_TERMS_MESSAGES as M,
} from '@client-admin/domain/billing/product-terms';
import { BILLING_MESSAGES as B } from '@client-admin/domain/billing/billing-messages';
import { hasWholeCents } from '@client-admin/domain/money';
import { billingCardCalls as calls } from './billing.calls';
import { operation } from './call-table';
import { id, idParam, integer, MAX_MONEY } from './schema-builders';

/** Products' payment terms on the wire (seed 002 §3 product data, §9; decision 0031). Dollars. */

const dollars = (label: string) =>
  z
    .number({ error: `${label} must be an amount` })
    .min(0, `${label} may not be negative`)
    .max(MAX_MONEY, `${label} must be at most $${MAX_MONEY.toLocaleString('en-US')}`)
    .refine(hasWholeCents, `${label} may have at most two decimals`);

/** Seed 002 §9: the 1st, 5th, 15th or 20th. */
export const chargeDay = integer({ min: 1, max: 31, message: M.chargeDay }).refine(
  (d) => (CHARGE_DAYS as readonly number[]).includes(d),
  M.chargeDay,
);
/** Seed 002 §9: one of the offered recharge amounts, in dollars. */
export const rechargeAmount = z
  .number({ error: M.rechargeAmount })
  .min(0, M.rechargeAmount)
  .max(MAX_MONEY, M.rechargeAmount)
  .refine((a) => (RECHARGE_AMOUNTS as readonly number[]).includes(a), M.rechargeAmount);

export const productData = z.object({
  productId: z.number().int().min(1).max(2),
  /** The card charged; null: the primary card. */
  paymentId: id.nullable(),
  paymentTerms: z.object({
    method: z.enum(PAYMENT_METHODS, `method must be one of ${PAYMENT_METHODS.join(', ')}`),
    chargeDay: chargeDay.nullable(),
    rechargeAmount: rechargeAmount.nullable(),
    rechargeThreshold: dollars('Recharge threshold'),
  }),
  spendLimit: dollars('Spend limit').nullable(),
  billingType: z.enum(BILLING_TYPES, `billingType must be one of ${BILLING_TYPES.join(', ')}`),
});
export type ProductData = z.infer<typeof productData>;

export const updateProductsRequest = z
  .array(productData)
  .min(1, 'At least one product')
  .max(2, 'At most the two products')
  .refine((list) => new Set(list.map((p) => p.productId)).size === list.length, B.unknownProduct);
export type UpdateProductsRequest = z.input<typeof updateProductsRequest>;

export const productsAnswer = z.array(productData);

export const billingProductOperations = {
  getProducts: operation(calls.getProducts, {
    params: z.object({ id: idParam }),
    response: productsAnswer,
  }),
  updateProducts: operation(calls.updateProducts, {
    params: z.object({ id: idParam }),
    body: updateProductsRequest,
    response: productsAnswer,
  }),
};
