import { z } from 'zod';
import { PROMO_MESSAGES } from '@client-admin/domain/billing/promos';
import { ledgerResult, productType } from './billing';
import { promoItem } from './billing-money';
import { operation } from './call-table';
import { promoCalls as calls } from './promos.calls';
import { id, idParam, LENGTHS, name, nonNegativeMoney, text } from './schema-builders';

/** Promos granted to clients and promos staff define (decision 0081). Dollars on the wire. */

export const clientPromo = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** 1 Web, 2 Call. */
  productType: z.number().int(),
  /** Dollars. */
  amount: z.number(),
  description: z.string(),
  /** The PROMO ledger transaction; null for a promo worth $0 (nothing moved). */
  transactionId: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ClientPromo = z.infer<typeof clientPromo>;

const promoCode = text({ max: LENGTHS.code, trim: true, error: PROMO_MESSAGES.codeRequired }).min(
  1,
  PROMO_MESSAGES.codeRequired,
);

export const grantPromoRequest = z.object({
  PromoCode: promoCode,
  Service: productType,
  /** Dollars; the custom promo's amount, or a fixed promo's own cost (may be left out). */
  Amount: nonNegativeMoney.optional(),
  Description: text({ max: LENGTHS.note, trim: true }).default(''),
});
export type GrantPromoRequest = z.input<typeof grantPromoRequest>;
export type GrantPromoBody = z.output<typeof grantPromoRequest>;

export const grantPromoResponse = ledgerResult.extend({ promo: clientPromo });
export type GrantPromoResponse = z.infer<typeof grantPromoResponse>;

export const zeroPromoRequest = z.object({
  clientId: id,
  PromoCode: promoCode.default('PROMO0'),
  Service: productType,
  Description: text({ max: LENGTHS.note, trim: true }).default(''),
});
export type ZeroPromoRequest = z.input<typeof zeroPromoRequest>;
export type ZeroPromoBody = z.output<typeof zeroPromoRequest>;
export const zeroPromoResponse = z.object({ message: z.string(), promo: clientPromo });

export const promoDefinitionRequest = z.object({
  code: text({ max: 20, trim: true }),
  name: name().min(1, 'Name is required'),
  /** Dollars, one of the promo costs; null: custom. */
  amount: nonNegativeMoney.nullable(),
});
export type PromoDefinitionRequest = z.input<typeof promoDefinitionRequest>;
export const updatePromoRequest = promoDefinitionRequest.omit({ code: true });
export type UpdatePromoRequest = z.input<typeof updatePromoRequest>;

/** A promo by its code (the path's {id}). */
const codeParams = z.object({ id: text({ max: LENGTHS.code }) });

export const promoOperations = {
  getClientPromos: operation(calls.getClientPromos, {
    params: z.object({ id: idParam }),
    response: z.array(clientPromo),
  }),
  grantPromo: operation(calls.grantPromo, {
    params: z.object({ id: idParam }),
    body: grantPromoRequest,
    response: grantPromoResponse,
    status: 201,
  }),
  getPromo: operation(calls.getPromo, { params: codeParams, response: promoItem }),
  updatePromo: operation(calls.updatePromo, {
    params: codeParams,
    body: updatePromoRequest,
    response: promoItem,
  }),
  createPromo: operation(calls.createPromo, {
    body: promoDefinitionRequest,
    response: promoItem,
    status: 201,
  }),
  zeroPromo: operation(calls.zeroPromo, {
    body: zeroPromoRequest,
    response: zeroPromoResponse,
    status: 201,
  }),
};
