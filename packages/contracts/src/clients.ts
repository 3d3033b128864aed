import { z } from 'zod';
import { accountNameMessage, isValidAccountName } from '@client-admin/domain/account-name';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { CLIENT_STATUSES } from '@client-admin/domain/client-status';
import { CLIENT_TYPES } from '@client-admin/domain/client-types';
import { isTimeZoneCode } from '@client-admin/domain/time-zones';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import { operation } from './call-table';
import { clientCalls } from './clients.calls';
import { booleanQuery, paged } from './common';
import {
  idParam,
  LENGTHS,
  MAX_INTEGER,
  pageSizeQuery,
  queryInteger,
  text,
} from './schema-builders';
import { SEARCH_DEFAULT_PAGE_SIZE } from '@client-admin/domain/constants';

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

const required = (label: string, max: number) =>
  text({ max, trim: true }).min(1, `${label} is required`);
const accountName = (label: string, max: number = LENGTHS.name) =>
  text({ max, trim: true, tooLong: `${label} must be at most ${max} characters` })
    .min(1, `${label} is required`)
    .refine(isValidAccountName, accountNameMessage(label));
const email = (label: string) =>
  required(label, LENGTHS.email).refine(isValidEmail, INVALID_EMAIL_FORMAT);
const optionalEmail = text({ max: LENGTHS.email, trim: true }).refine(
  (v) => v === '' || isValidEmail(v),
  INVALID_EMAIL_FORMAT,
);

/** POST /api/Clients/{id}/agent: the editable account details; the same rules drive the form. */
export const updateAccountRequest = z.object({
  firstName: accountName('First Name', 50),
  lastName: accountName('Last Name', 50),
  shortName: accountName('Account Name'),
  license: text({ max: 50, trim: true, tooLong: 'License must be at most 50 characters' }),
  address1: required('Address', 200),
  address2: text({ max: 200, trim: true }),
  city: required('City', LENGTHS.name),
  state: text({ max: LENGTHS.code }).refine(isUsStateAbbreviation, 'State is required'),
  zip: text({ max: LENGTHS.code, trim: true })
    .regex(/^\d*$/, 'Should only contain digits')
    .length(5, 'Zip Code must be 5 digits'),
  phone: text({ max: LENGTHS.code, trim: true }).refine(
    (v) => v.replace(/\D/g, '').length === 10,
    'Phone must have 10 digits',
  ),
  email: email('Email'),
  agencyEmail: optionalEmail,
  loyaltyLevel: text({ max: LENGTHS.code }),
  agency: text({ max: LENGTHS.code }),
  salesforceId: text({
    max: 18,
    trim: true,
    tooLong: 'Salesforce Id must be at most 18 characters',
  }),
  timeZoneOffset: z.number().int().refine(isTimeZoneCode, 'Time Zone is not valid'),
  dncEmail: z.boolean(),
  accountRepId: text({ max: LENGTHS.name }).nullable(),
  salesPersonId: text({ max: LENGTHS.name }).nullable(),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

const clientPageSize = pageSizeQuery('pageSize must be between 1 and 100');

export const searchSortFields = ['id', 'fullName', 'email', 'phone', 'agency', 'status'] as const;

/** GET /api/clients/search. sortBy is a field name, prefixed with - for descending. */
export const clientSearchQuery = z.object({
  q: text({ max: 100, trim: true, tooLong: 'Search must be at most 100 characters' }).default(''),
  page: queryInteger({
    min: 1,
    max: MAX_INTEGER,
    message: 'page must be 1 or more',
    tooBig: 'page is past the last page',
  }).default(1),
  pageSize: clientPageSize.default(SEARCH_DEFAULT_PAGE_SIZE),
  sortBy: text({ max: LENGTHS.code })
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
  currentPage: queryInteger({
    min: 1,
    max: MAX_INTEGER,
    message: 'currentPage must be 1 or more',
    tooBig: 'currentPage is past the last page',
  }).default(1),
  pageSize: clientPageSize.default(SEARCH_DEFAULT_PAGE_SIZE),
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

const clientIdParams = z.object({ id: idParam });

export const clientOperations = {
  searchClients: operation(clientCalls.searchClients, {
    query: clientSearchQuery,
    response: clientSearchResponse,
  }),
  getClient: operation(clientCalls.getClient, { params: clientIdParams, response: client }),
  getAccount: operation(clientCalls.getAccount, {
    params: clientIdParams,
    response: accountDetails,
  }),
  updateAccount: operation(clientCalls.updateAccount, {
    params: clientIdParams,
    body: updateAccountRequest,
    response: accountDetails,
  }),
  getClientLogs: operation(clientCalls.getClientLogs, {
    params: clientIdParams,
    query: clientLogsQuery,
    response: clientLogsResponse,
  }),
  syncSalesforce: operation(clientCalls.syncSalesforce, {
    params: clientIdParams,
    response: salesforceSyncResponse,
  }),
  getStatus: operation(clientCalls.getStatus, {
    params: clientIdParams,
    response: clientStatusResponse,
  }),
  changeStatus: operation(clientCalls.changeStatus, {
    params: z.object({ id: idParam, status: text({ max: LENGTHS.code }) }),
    response: clientStatusResponse,
  }),
};
