import { z } from 'zod';
import { depositAmountError } from '@client-admin/domain/reactivation/deposit-rules';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import { operation } from './call-table';
import { reactivationCalls as calls } from './reactivation.calls';
import { id, idParam, integer, LENGTHS, MAX_MONEY, text } from './schema-builders';

/** Reactivation on the wire (seed 000 §3, §5, §7; decision 0036). Amounts in dollars. */

export const REACTIVATION_PRODUCTS = [
  { productType: 1, name: 'Web Leads' },
  { productType: 2, name: 'Call Leads' },
] as const;

const productName = (productType: number) =>
  REACTIVATION_PRODUCTS.find((p) => p.productType === productType)?.name ?? 'Product';

export const reactivationAddress = z.object({
  address1: text({ max: 200, trim: true }).min(1, 'Address is required'),
  address2: text({ max: 200, trim: true }).default(''),
  city: text({ max: LENGTHS.name, trim: true }).min(1, 'City is required'),
  state: text({ max: LENGTHS.code }).refine(isUsStateAbbreviation, 'State is required'),
  zip: text({ max: LENGTHS.code, trim: true })
    .regex(/^\d*$/, 'Should only contain digits')
    .length(5, 'Zip Code must be 5 digits'),
});
export type ReactivationAddress = z.input<typeof reactivationAddress>;

export const reactivationCard = z.object({
  paymentId: z.number().int(),
  brand: z.string(),
  /** 'XXXX1111'. */
  cardNumberDisplay: z.string(),
  expiration: z.string(),
  isPrimary: z.boolean(),
});
export type ReactivationCard = z.infer<typeof reactivationCard>;

/** GET /api/reactivation/{clientId}/reactivation-payment-info. */
export const reactivationPaymentInfo = z.object({
  clientId: z.number().int(),
  /** The client's billing type: 'CC' (card) or another. */
  billingType: z.string(),
  isCardBilling: z.boolean(),
  isEligibleForReactivation: z.boolean(),
  /** Non-card billing: the co-op group or folio program label; null for card billing. */
  billingLabel: z.string().nullable(),
  address: z.object({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  cards: z.array(reactivationCard),
  products: z.array(
    z.object({
      productType: z.number().int(),
      name: z.string(),
      /** The card the product is charged to (else the primary card), null without cards. */
      paymentId: z.number().int().nullable(),
      /** Dollars. */
      balance: z.number(),
    }),
  ),
});
export type ReactivationPaymentInfo = z.infer<typeof reactivationPaymentInfo>;

const depositAmount = z
  .number({ error: 'depositAmount must be a number' })
  .min(-MAX_MONEY, `depositAmount must be at least -${MAX_MONEY}`)
  .max(MAX_MONEY, `depositAmount must be at most ${MAX_MONEY}`);

export const reactivationProduct = z
  .object({
    productType: integer({
      min: 1,
      max: 2,
      message: 'Unknown product type: use 1 (Web) or 2 (Call)',
    }),
    /** The card to charge; null for non-card billing. */
    cardId: id.nullable().default(null),
    /** Dollars; null for non-card billing. */
    depositAmount: depositAmount.nullable().default(null),
    channelIds: z.array(id).max(500, 'At most 500 channels').default([]),
  })
  .superRefine((p, ctx) => {
    if (p.depositAmount === null) return;
    const error = depositAmountError(productName(p.productType), p.depositAmount);
    if (error) ctx.addIssue({ code: 'custom', path: ['depositAmount'], message: error });
  });

/** POST /api/reactivation/begin: the client, the confirmed address and the products. */
export const beginReactivationRequest = z.object({
  clientId: id,
  address: reactivationAddress,
  products: z
    .array(reactivationProduct)
    .min(1, M.noChannelsSelected)
    .max(2, M.duplicateProduct)
    .refine((ps) => new Set(ps.map((p) => p.productType)).size === ps.length, M.duplicateProduct)
    .refine((ps) => ps.some((p) => p.channelIds.length > 0), M.noChannelsSelected),
});
export type BeginReactivationRequest = z.input<typeof beginReactivationRequest>;
export type BeginReactivationBody = z.output<typeof beginReactivationRequest>;

export const beginReactivationAnswer = z.object({
  message: z.string(),
  isReactivated: z.boolean(),
  status: z.string(),
  products: z.array(
    z.object({
      productType: z.number().int(),
      channelIds: z.array(z.number().int()),
      /** Dollars charged to the card; 0 for non-card billing. */
      depositAmount: z.number(),
      /** Dollars after the deposit. */
      balance: z.number(),
      ledgerTransactionId: z.number().int().nullable(),
    }),
  ),
});
export type BeginReactivationAnswer = z.infer<typeof beginReactivationAnswer>;

export const reactivationLog = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  actorEmail: z.string(),
  event: z.string(),
  step: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ReactivationLog = z.infer<typeof reactivationLog>;

export const REACTIVATION_STEPS = [
  'welcome',
  'ineligible',
  'channelSelection',
  'confirmAddress',
  'payment',
  'addCard',
  'success',
  'failure',
] as const;
export type ReactivationStep = (typeof REACTIVATION_STEPS)[number];

/** POST /api/ReactivationLogs: a step the dialog reached, with an optional note. */
export const addReactivationLogRequest = z.object({
  clientId: id,
  step: z.enum(REACTIVATION_STEPS, `step must be one of ${REACTIVATION_STEPS.join(', ')}`),
  message: text({ max: LENGTHS.note, trim: true }).default(''),
});
export type AddReactivationLogRequest = z.input<typeof addReactivationLogRequest>;
export type AddReactivationLogBody = z.output<typeof addReactivationLogRequest>;

/** The reactivation attribute (decision 0083). */
export const reactivationAttribute = z.object({
  clientId: z.number().int(),
  selfServiceOffered: z.boolean(),
  /** Who last set it and when; null while never set (offered). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ReactivationAttribute = z.infer<typeof reactivationAttribute>;
export const updateReactivationAttributeRequest = z.object({
  selfServiceOffered: z.boolean({ error: 'selfServiceOffered must be true or false' }),
});
export type UpdateReactivationAttributeRequest = z.infer<typeof updateReactivationAttributeRequest>;

export const reactivationOperations = {
  getAttribute: operation(calls.getAttribute, {
    params: z.object({ clientId: idParam }),
    response: reactivationAttribute,
  }),
  updateAttribute: operation(calls.updateAttribute, {
    params: z.object({ clientId: idParam }),
    body: updateReactivationAttributeRequest,
    response: reactivationAttribute,
  }),
  getPaymentInfo: operation(calls.getPaymentInfo, {
    params: z.object({ clientId: idParam }),
    response: reactivationPaymentInfo,
  }),
  begin: operation(calls.begin, {
    body: beginReactivationRequest,
    response: beginReactivationAnswer,
    status: 201,
  }),
  getLogs: operation(calls.getLogs, {
    params: z.object({ clientId: idParam }),
    response: z.array(reactivationLog),
  }),
  addLog: operation(calls.addLog, {
    body: addReactivationLogRequest,
    response: reactivationLog,
    status: 201,
  }),
};
