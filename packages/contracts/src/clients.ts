import { z } from 'zod';
import { accountNameMessage, isValidAccountName } from '@client-admin/domain/account-name';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { CLIENT_STATUSES } from '@client-admin/domain/client-status';
import { CLIENT_TYPES } from '@client-admin/domain/client-types';
import { isTimeZoneCode } from '@client-admin/domain/time-zones';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import { booleanQuery, paged } from './common';

export const clientStatus = z.enum(CLIENT_STATUSES as [string, ...string[]]);
export const clientType = z.enum(CLIENT_TYPES);

/** GET /api/clients/{id} (seed 000 §3 Client). */
export const client = z.object({
  id: z.number().int(),
  fullName: z.string(),
  firstName: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  /** code to label of every client status, for the status picker */
  statusMap: z.record(z.string(), z.string()),
  timeZone: z.number().int(),
  clientType,
  parentCompany: z.string().nullable(),
  parentCompanyName: z.string().nullable(),
  farmersFolio: z.string().nullable(),
  salesSupportTeamName: z.string().nullable(),
  isActive: z.boolean(),
  reactivationInfo: z.object({
    billingType: z.string(),
    isEligibleForReactivation: z.boolean(),
  }),
});
export type Client = z.infer<typeof client>;

/** GET /api/clients/{id}/account (seed 000 §3 Account details). */
export const accountDetails = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  shortName: z.string(),
  license: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  loyaltyLevel: z.string(),
  agency: z.string(),
  consentCompanyId: z.number().int().nullable(),
  agencyEmail: z.string(),
  salesforceId: z.string(),
  timeZoneOffset: z.number().int(),
  dncEmail: z.boolean(),
  accountRepId: z.string().nullable(),
  salesPersonId: z.string().nullable(),
  clientType,
});
export type AccountDetails = z.infer<typeof accountDetails>;

const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const accountName = (label: string, max = 100) =>
  required(label)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isValidAccountName, accountNameMessage(label));
const email = (label: string) => required(label).refine(isValidEmail, INVALID_EMAIL_FORMAT);
const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidEmail(v), INVALID_EMAIL_FORMAT);

/** POST /api/Clients/{id}/agent: the editable account details; the same rules drive the form. */
export const updateAccountRequest = z.object({
  firstName: accountName('First Name', 50),
  lastName: accountName('Last Name', 50),
  shortName: accountName('Account Name'),
  license: z.string().trim().max(50, 'License must be at most 50 characters'),
  address1: required('Address').max(200),
  address2: z.string().trim().max(200),
  city: required('City').max(100),
  state: z.string().refine(isUsStateAbbreviation, 'State is required'),
  zip: z
    .string()
    .trim()
    .regex(/^\d*$/, 'Should only contain digits')
    .length(5, 'Zip Code must be 5 digits'),
  phone: z
    .string()
    .trim()
    .refine((v) => v.replace(/\D/g, '').length === 10, 'Phone must have 10 digits'),
  email: email('Email'),
  agencyEmail: optionalEmail,
  loyaltyLevel: z.string(),
  agency: z.string(),
  salesforceId: z.string().trim().max(18, 'Salesforce Id must be at most 18 characters'),
  timeZoneOffset: z.number().int().refine(isTimeZoneCode, 'Time Zone is not valid'),
  dncEmail: z.boolean(),
  accountRepId: z.string().nullable(),
  salesPersonId: z.string().nullable(),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

export const searchSortFields = ['id', 'fullName', 'email', 'phone', 'agency', 'status'] as const;

/** GET /api/clients/search. sortBy is a field name, prefixed with - for descending. */
export const clientSearchQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be between 1 and 100')
    .max(100, 'pageSize must be between 1 and 100')
    .default(10),
  sortBy: z
    .string()
    .regex(
      new RegExp(`^-?(${searchSortFields.join('|')})$`),
      `sortBy must be one of ${searchSortFields.join(', ')} (prefix - for descending)`,
    )
    .default('fullName'),
  includeCancel: booleanQuery.default(false),
});
export type ClientSearchQuery = z.infer<typeof clientSearchQuery>;

export const clientSearchItem = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  agency: z.string(),
  agencyName: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  clientType,
  city: z.string(),
  state: z.string(),
});
export type ClientSearchItem = z.infer<typeof clientSearchItem>;
export const clientSearchResponse = paged(clientSearchItem);
export type ClientSearchResponse = z.infer<typeof clientSearchResponse>;

/** GET /api/clients/default: the client of a login that signed itself up. */
export const defaultClient = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  state: z.string(),
  clientType,
});
export type DefaultClient = z.infer<typeof defaultClient>;

/** PUT /api/status/{id}/{status} and GET /api/status/{id}. */
export const clientStatusResponse = z.object({
  id: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
});
export type ClientStatusResponse = z.infer<typeof clientStatusResponse>;

/** GET /api/clients/{id}/logs. */
export const clientLogsQuery = z.object({
  currentPage: z.coerce.number().int().min(1, 'currentPage must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be between 1 and 100')
    .max(100, 'pageSize must be between 1 and 100')
    .default(10),
  sortBy: z.enum(['createdAt', '-createdAt']).default('-createdAt'),
  startDate: z.iso.date('startDate must be a date (YYYY-MM-DD)').optional(),
  endDate: z.iso.date('endDate must be a date (YYYY-MM-DD)').optional(),
  last45Days: booleanQuery.default(false),
});
export type ClientLogsQuery = z.infer<typeof clientLogsQuery>;

export const clientLog = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  createdAt: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ClientLog = z.infer<typeof clientLog>;
export const clientLogsResponse = paged(clientLog);
export type ClientLogsResponse = z.infer<typeof clientLogsResponse>;

export const salesforceSyncResponse = z.object({ message: z.string(), syncedAt: z.string() });
export type SalesforceSyncResponse = z.infer<typeof salesforceSyncResponse>;
