import { z } from 'zod';
import { CARD_STATUSES, CARD_ZIP_LENGTH } from '@client-admin/domain/billing/cards/card-constants';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import { billingCardCalls as calls } from './billing.calls';
import { operation } from './call-table';
import { id, idParam, integer, LENGTHS, name, text } from './schema-builders';

/**
 * Cards on the wire (decision 0031). The browser sends the vault's opaque one-time token, never
 * the card number or CVV; the API answers the provider's brand and last four only.
 */

export const authnetSettings = z.object({
  apiLoginId: z.string(),
  clientKey: z.string(),
  /** The script that defines Accept.dispatchData: Authorize.Net's Accept.js or the sandbox's. */
  scriptUrl: z.string(),
  environment: z.enum(['sandbox-vault', 'sandbox', 'production']),
});
export type AuthnetSettings = z.infer<typeof authnetSettings>;

export const card = z.object({
  paymentId: z.number().int(),
  clientId: z.number().int(),
  brand: z.string(),
  /**
   * Seed 002 §3's cardNumber, masked as the provider answers it ('XXXX1111'): the full number
   * never reaches the API (decision 0031).
   */
  cardNumber: z.string(),
  /** 'XXXX1111'. */
  cardNumberDisplay: z.string(),
  lastFour: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  monthExpires: z.number().int(),
  yearExpires: z.number().int(),
  /** MM/YY. */
  expiration: z.string(),
  status: z.enum(CARD_STATUSES),
  isPrimary: z.boolean(),
});
export type Card = z.infer<typeof card>;

const required = (label: string, max: number = LENGTHS.name) =>
  name({ max, error: M.required(label) }).refine((v) => v !== '', M.required(label));

/** The holder and billing address of the card form (seed 002 §2, §5). */
export const holderFields = {
  firstName: required('First Name'),
  lastName: required('Last Name'),
  companyName: name().default(''),
  address1: required('Address', LENGTHS.name),
  city: required('City'),
  state: text({ max: 2, trim: true, error: M.required('State') }).refine(
    isUsStateAbbreviation,
    M.required('State'),
  ),
  zip: text({ max: CARD_ZIP_LENGTH, trim: true, error: M.zipDigits }).regex(
    new RegExp(`^\\d{${CARD_ZIP_LENGTH}}$`),
    M.zipDigits,
  ),
  monthExpires: integer({ min: 1, max: 12, message: M.expirationFormat }),
  yearExpires: integer({ min: 2000, max: 2099, message: M.expirationFormat }),
};

export const opaqueData = z.object({
  dataDescriptor: text({ max: LENGTHS.name, error: 'opaqueData is required' }),
  dataValue: text({ max: 8192, error: 'opaqueData is required' }).refine(
    (v) => v.length > 0,
    'opaqueData is required',
  ),
});

/** POST /api/billing/card: the card form's fields and the vault's token. */
export const addCardRequest = z.object({
  clientId: id,
  ...holderFields,
  opaqueData: z.object(opaqueData.shape, { error: 'opaqueData is required' }),
});
export type AddCardRequest = z.input<typeof addCardRequest>;
export type AddCardBody = z.output<typeof addCardRequest>;

/** PUT /api/Billing/card: the card number is locked when editing; only these change. */
export const updateCardRequest = z.object({ clientId: id, paymentId: id, ...holderFields });
export type UpdateCardRequest = z.input<typeof updateCardRequest>;
export type UpdateCardBody = z.output<typeof updateCardRequest>;

export const setPrimaryCardRequest = z.object({ paymentServiceId: id });

export const cardAnswer = z.object({ message: z.string(), card });
export type CardAnswer = z.infer<typeof cardAnswer>;

/** POST api/reactivation/cs-alert (seed 000 §7): the client and its words to customer service. */
export const csAlertRequest = z.object({
  clientId: id,
  message: text({ max: LENGTHS.note, trim: true }).pipe(z.string().min(1, M.alertMessageRequired)),
});
export type CsAlertRequest = z.input<typeof csAlertRequest>;
export const csAlertAnswer = z.object({ alerted: z.boolean(), message: z.string() });

const idParams = z.object({ id: idParam });

export const billingCardOperations = {
  getAuthnet: operation(calls.getAuthnet, { response: authnetSettings }),
  getCards: operation(calls.getCards, {
    params: idParams,
    // The seed's no-cache parameter: accepted, every answer is fresh.
    query: z.object({ noCache: text({ max: LENGTHS.code }).optional() }),
    response: z.array(card),
  }),
  addCard: operation(calls.addCard, { body: addCardRequest, response: cardAnswer, status: 201 }),
  updateCard: operation(calls.updateCard, { body: updateCardRequest, response: cardAnswer }),
  setPrimaryCard: operation(calls.setPrimaryCard, {
    params: idParams,
    body: setPrimaryCardRequest,
    response: z.array(card),
  }),
  removeCard: operation(calls.removeCard, {
    params: z.object({ id: idParam, paymentId: idParam }),
    response: z.array(card),
  }),
  csAlert: operation(calls.csAlert, { body: csAlertRequest, response: csAlertAnswer }),
};
