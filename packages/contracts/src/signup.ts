import { z } from 'zod';
import { BILLING_TYPES, PAYMENT_METHODS } from '@client-admin/domain/billing/product-terms';
import { accountNameMessage, isValidAccountName } from '@client-admin/domain/account-name';
import { CLIENT_TYPES } from '@client-admin/domain/client-types';
import { isSelectableClientLevel } from '@client-admin/domain/client-levels';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { PENDING_SIGNUPS_PAGE_SIZE } from '@client-admin/domain/signup/signup-constants';
import { EMPTY_DATE } from '@client-admin/domain/signup/signup-lifecycle';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import { SIGNUP_STATUSES } from '@client-admin/domain/signup/signup-steps';
import { isTimeZoneCode } from '@client-admin/domain/time-zones';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import { authnetSettings, holderFields, opaqueData } from './billing-cards';
import { chargeDay, rechargeAmount } from './billing-products';
import { operation } from './call-table';
import {
  channelDraftInput,
  channelServiceTypeParam,
  subscriptionFilterType,
  upsertSubscriptionFiltersRequest,
} from './channels';
import { messageResponse, paged } from './common';
import { accountScheduleDayInput } from './schedules';
import { signupCalls as calls } from './signup.calls';
import {
  id,
  idParam,
  LENGTHS,
  MAX_MONEY,
  nonNegativeMoney,
  pageQuery,
  pageSizeQuery,
  text,
} from './schema-builders';

/**
 * A signup (IO) on the wire, seed 002 §3 "Signup (IO) info" (decision 0050). A draft is saved as
 * it goes, so its fields may be empty; each is bounded and, once typed, well formed. What a step
 * still lacks is in `validationResult`, not a 400. Money in dollars, stored in cents.
 */

const blank = (max: number = LENGTHS.name) => text({ max, trim: true }).default('');
const accountName = (label: string, max: number = LENGTHS.name) =>
  blank(max).refine(isValidAccountName, accountNameMessage(label));
const emailOrBlank = blank(LENGTHS.email).refine(
  (v) => v === '' || isValidEmail(v),
  INVALID_EMAIL_FORMAT,
);
const formatted = (rule: (v: string) => boolean, message: string, max: number = LENGTHS.code) =>
  blank(max).refine((v) => v === '' || rule(v), message);

export const signupClient = z.object({
  clientType: z.enum(CLIENT_TYPES).default('AGENT'),
  businessContactFirstName: accountName('First Name', 50),
  businessContactLastName: accountName('Last Name', 50),
  fullName: blank(),
  shortName: accountName('Account Name'),
  address1: blank(200),
  address2: blank(200),
  city: blank(),
  state: formatted(isUsStateAbbreviation, 'State is not valid'),
  zip: formatted((v) => /^\d{5}$/.test(v), 'Zip Code must be 5 digits'),
  phone: formatted((v) => v.replace(/\D/g, '').length === 10, 'Phone must have 10 digits'),
  fax: formatted((v) => v.replace(/\D/g, '').length === 10, 'Fax must have 10 digits'),
  email: emailOrBlank,
  level: formatted(isSelectableClientLevel, 'Choose a level that can be chosen'),
  parentCompany: blank(LENGTHS.code),
  agencyEmail: emailOrBlank,
  timeZone: z.number().int().refine(isTimeZoneCode, 'Time Zone is not valid').default(-1),
  salesforceId: blank(18),
  licenseNumber: blank(50),
  salesSupportTeamId: blank(LENGTHS.code),
  cashcapNoReset: z.boolean().default(false),
  specialProgram: blank(LENGTHS.code),
});
export type SignupClient = z.infer<typeof signupClient>;

/** What a signup's channel knows of its future client: whose packages, which channel types. */
export type SignupChannelOwner = Pick<SignupClient, 'parentCompany' | 'clientType' | 'agencyEmail'>;

const MAX_SIGNUP_CHANNELS = 50;
/** The browser's key of a channel or group, stable across saves. */
const channelKey = text({ max: 64 }).min(1, 'key is required');

/** A channel of the signup: the channel editor's fields, made a channel when the client signs. */
export const signupChannel = z.object({
  key: channelKey,
  serviceType: channelServiceTypeParam,
  channel: channelDraftInput,
  /** Its subscription filters, as the filters upsert takes them; made with the channel. */
  filters: upsertSubscriptionFiltersRequest.default([]),
});
export type SignupChannelInput = z.input<typeof signupChannel>;

/**
 * A channel group of the signup (seed 002 §3 subscriptionGroups): its call channels, by their
 * keys, share a schedule once made. A draft's group may still break a group rule: that is a step
 * error, not a 400.
 */
export const signupGroup = z.object({
  key: channelKey,
  groupName: blank(),
  channelKeys: z.array(channelKey).max(MAX_SIGNUP_CHANNELS).default([]),
  isIntervalEnabled: z.boolean().default(false),
});
export type SignupGroupInput = z.input<typeof signupGroup>;

const depositAmount = nonNegativeMoney.max(MAX_MONEY, `Must be at most ${MAX_MONEY}`);

export const matchPromo = z.object({
  productType: z.union([z.literal(1), z.literal(2)], 'productType must be 1 (Web) or 2 (Call)'),
  percent: z.number('percent must be a number').min(0).max(100, 'percent must be at most 100'),
  maximum: depositAmount.nullable().default(null),
});

/** What sales set; the server keeps the rest (status, dates, approval). */
export const signupFields = z.object({
  client: signupClient.prefault({}),
  consentCompanyId: id.nullable().default(null),
  clientQuoteTypes: z
    .array(signupChannel)
    .max(MAX_SIGNUP_CHANNELS, `At most ${MAX_SIGNUP_CHANNELS} channels`)
    .default([]),
  subscriptionGroups: z.array(signupGroup).max(20, 'At most 20 channel groups').default([]),
  clientSchedule: z.array(accountScheduleDayInput).max(7).default([]),
  preventCapsPerScheduleOverride: z.boolean().default(false),
  billingType: z.enum(BILLING_TYPES).default('CLIENT'),
  paymentMethod: z.enum(PAYMENT_METHODS).default('RECHARGE'),
  chargeDay: chargeDay.nullable().default(null),
  webRechargeEnabled: z.boolean().default(true),
  webRechargeAmount: rechargeAmount.default(100),
  callRechargeAmount: rechargeAmount.default(100),
  /** Charge the deposits to the client's card at signing (else paid by check). */
  chargeCard: z.boolean().default(true),
  deposits: z.object({ '1': depositAmount.default(0), '2': depositAmount.default(0) }).prefault({}),
  matchPromos: z.array(matchPromo).max(2).default([]),
  promoId: blank(LENGTHS.code),
  immediateActivation: z.boolean().default(true),
  /** YYYY-MM-DD, or null for immediate activation; the empty date is saved as tomorrow. */
  activationDate: z
    .union([z.iso.date(), z.literal(EMPTY_DATE)], 'activationDate must be a date (YYYY-MM-DD)')
    .nullable()
    .default(null),
  discounts: blank(LENGTHS.note),
  notes: blank(LENGTHS.note),
  isElite: z.boolean().default(false),
  /** Further logins of the client, by e-mail. */
  logins: z
    .array(emailOrBlank.refine((v) => v !== '', INVALID_EMAIL_FORMAT))
    .max(10)
    .default([]),
});
export type SignupFieldsInput = z.input<typeof signupFields>;
export type SignupFields = z.output<typeof signupFields>;

/** POST /api/sales: any of the fields (the agency link passes the client's). */
export const createSignupRequest = signupFields;
export const updateSignupRequest = signupFields.extend({ id });
export type UpdateSignupRequest = z.input<typeof updateSignupRequest>;

export const validationItem = z.object({
  area: z.string(),
  /** The step it belongs to, 0 to 5. */
  step: z.number().int(),
  code: z.string(),
  message: z.string(),
  isValid: z.boolean(),
});
export const validationResult = z.object({
  isAccountValid: z.boolean(),
  results: z.array(validationItem),
});
export type ValidationResult = z.infer<typeof validationResult>;

const storedChannel = signupChannel.extend({
  /** As the channel will be named: INCOMPLETE ... while it lacks a part. */
  name: z.string(),
  productTypeId: z.number().int(),
});

export const signup = signupFields.extend({
  id: z.number().int(),
  status: z.enum(SIGNUP_STATUSES),
  clientQuoteTypes: z.array(storedChannel),
  salesPersonEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  contractSentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** The client made by signing. */
  clientId: z.number().int().nullable(),
  /** Dollars each match promo gives, by product type id. */
  matchPromoValues: z.object({ '1': z.number(), '2': z.number() }),
  validationResult,
});
export type Signup = z.infer<typeof signup>;

export const pendingSignupsQuery = z.object({
  /** A signup id, or text found in the client's name, e-mail, parent company or the sales e-mail. */
  search: text({ max: LENGTHS.name, trim: true }).optional(),
  page: pageQuery.default(1),
  size: pageSizeQuery().default(PENDING_SIGNUPS_PAGE_SIZE),
  sortBy: z
    .enum(['updatedAt', 'fullName', 'status'], 'sortBy must be updatedAt, fullName or status')
    .default('updatedAt'),
});
export type PendingSignupsQuery = z.input<typeof pendingSignupsQuery>;

export const pendingSignup = z.object({
  id: z.number().int(),
  /** The blob key the seed names: our signup id as text. */
  blobKey: z.string(),
  status: z.enum(SIGNUP_STATUSES),
  fullName: z.string(),
  email: z.string(),
  parentCompany: z.string(),
  salesPersonEmail: z.string(),
  channels: z.number().int(),
  isAccountValid: z.boolean(),
  updatedAt: z.string(),
  contractSentAt: z.string().nullable(),
});
export type PendingSignup = z.infer<typeof pendingSignup>;

export const promotion = z.object({ promoId: z.string(), promoName: z.string() });
export type Promotion = z.infer<typeof promotion>;

/** Seed 002 §3 "Parent special program". */
export const parentProgram = z.object({
  parentCompany: z.string(),
  sfSubsidy: z.boolean(),
  farmersBMP: z.boolean(),
  farmersFolio: z.boolean(),
  sfAutoSubsidy: z.number(),
  sfHomeSubsidy: z.number(),
  sfAutoHomeSubsidy: z.number(),
  sfAutoHomePlusSubsidy: z.number(),
  sfRenterSubsidy: z.number(),
  sfCallSubsidy: z.number(),
  sfSubsidyPercent: z.boolean(),
  sfTier: z.string().nullable(),
  sfState: z.string().nullable(),
  stateFarmCombinedUpload: z.boolean(),
});
export type ParentProgram = z.infer<typeof parentProgram>;

const code = (field: string) =>
  text({ max: LENGTHS.code, trim: true }).min(1, `${field} is required`);
const parentProgramParams = z.object({
  agencyEmail: text({ max: LENGTHS.email, trim: true }),
  parentCompany: code('parentCompany'),
});

/** A contract link's token: 43 base64url characters; anything else is refused as such. */
export const contractToken = text({ max: 64 }).regex(/^[A-Za-z0-9_-]{43}$/, M.linkInvalid);

/** GET /api/sales/sign-contract/{ioId}: what the client reads before signing. */
export const contractInfo = z.object({
  clientIO: signup.omit({ validationResult: true }),
  packageDetails: z.array(
    z.object({ packageId: z.string(), name: z.string(), quoteType: z.string() }),
  ),
  /** The login the client will sign in with, and whether it exists already. */
  login: z.object({ email: z.string(), exists: z.boolean() }),
  clientIp: z.string(),
  validationResult,
  /** The SHA-256 of the contract document shown; the signature must name it. */
  documentSha256: z.string(),
  /** The contract's terms as text, in order. */
  terms: z.array(z.string()),
  expiresAt: z.string(),
  /** The chosen promotion's name, or null. */
  promoName: z.string().nullable(),
  /**
   * The card vault's browser settings (its public client key), for the card the deposits are
   * charged to: the signer has no login to read them from GET /api/billing/authnet.
   */
  vault: authnetSettings,
});
export type ContractInfo = z.infer<typeof contractInfo>;

export const signContractRequest = z.object({
  approvalName: text({ max: LENGTHS.name, trim: true }).min(1, M.approvalNameRequired),
  initials: text({ max: 10, trim: true }).min(1, M.initialsRequired),
  consentToSignElectronically: z.literal(true, M.consentRequired),
  /** The document the client read: signing refuses a contract changed since. */
  documentSha256: text({ max: 64 }).regex(/^[0-9a-f]{64}$/, 'documentSha256 must be a SHA-256'),
  /** The card the deposits are charged to, when the signup charges a card. */
  card: z
    .object({ ...holderFields, opaqueData })
    .nullable()
    .default(null),
});
export type SignContractRequest = z.input<typeof signContractRequest>;
export type SignContractBody = z.output<typeof signContractRequest>;

export const signContractAnswer = z.object({
  message: z.string(),
  clientId: z.number().int(),
  /** Where the client sets its password (a new login), or null when its login existed. */
  passwordLink: z.string().nullable(),
});
export type SignContractAnswer = z.infer<typeof signContractAnswer>;

export const signedContract = z.object({
  clientId: z.number().int(),
  signupId: z.number().int(),
  signedAt: z.string(),
  approvalName: z.string(),
  initials: z.string(),
  clientIp: z.string(),
  documentSha256: z.string(),
  pdfSha256: z.string(),
  terms: z.array(z.string()),
});
export type SignedContract = z.infer<typeof signedContract>;

const signupParams = z.object({ id: idParam });

export const signupOperations = {
  createSignup: operation(calls.createSignup, {
    body: createSignupRequest,
    response: signup,
    status: 201,
  }),
  getPendingSignups: operation(calls.getPendingSignups, {
    query: pendingSignupsQuery,
    response: paged(pendingSignup),
  }),
  updateSignup: operation(calls.updateSignup, { body: updateSignupRequest, response: signup }),
  getFilterTypes: operation(calls.getFilterTypes, {
    response: z.array(subscriptionFilterType),
  }),
  getPromotions: operation(calls.getPromotions, {
    params: z.object({ parentCompany: code('parentCompany') }),
    response: z.array(promotion),
  }),
  getParentProgram: operation(calls.getParentProgram, {
    params: parentProgramParams,
    response: parentProgram,
  }),
  getParentProgramInState: operation(calls.getParentProgramInState, {
    params: parentProgramParams.extend({
      zip: text({ max: 5 }).regex(/^\d{5}$/, 'Zip Code must be 5 digits'),
      state: text({ max: 2 }).refine(isUsStateAbbreviation, 'State is not valid'),
    }),
    response: parentProgram,
  }),
  getSignContract: operation(calls.getSignContract, {
    params: z.object({ ioId: contractToken }),
    response: contractInfo,
  }),
  signContract: operation(calls.signContract, {
    params: z.object({ id: contractToken }),
    body: signContractRequest,
    response: signContractAnswer,
  }),
  sendContract: operation(calls.sendContract, {
    params: signupParams,
    response: messageResponse.extend({ contractSentAt: z.string(), expiresAt: z.string() }),
  }),
  getSignup: operation(calls.getSignup, { params: signupParams, response: signup }),
  deleteSignup: operation(calls.deleteSignup, { params: signupParams, response: messageResponse }),
  getContract: operation(calls.getContract, { params: signupParams, response: signedContract }),
  downloadContract: operation(calls.downloadContract, {
    params: signupParams,
    // application/pdf bytes, sent as they are (Fastify never serializes a Buffer).
    response: z
      .custom<Uint8Array>((bytes) => bytes instanceof Uint8Array)
      .meta({ description: 'application/pdf' }),
  }),
} as const;
