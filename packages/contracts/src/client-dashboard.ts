import { z } from 'zod';
import { operation } from './call-table';
import { clientAccountCalls, clientDashboardCalls as calls } from './client-dashboard.calls';
import { idParam } from './schema-builders';

/** GET /api/clients/{id}/dashboard (decision 0082). Dollars; days are New York days. */
export const clientDashboard = z.object({
  client: z.object({
    id: z.number().int(),
    fullName: z.string(),
    status: z.string(),
    statusLabel: z.string(),
    clientType: z.string(),
    parentCompany: z.string().nullable(),
  }),
  balances: z.array(
    z.object({
      productType: z.number().int(),
      product: z.string(),
      balance: z.number(),
      limit: z.number(),
      /** The balance at the end of each of the last 30 days, oldest first. */
      trend: z.array(z.object({ day: z.string(), balance: z.number() })),
    }),
  ),
  channels: z.array(
    z.object({ productType: z.number().int(), status: z.string(), count: z.number().int() }),
  ),
  /** Each of the last 30 days, oldest first. */
  activity: z.array(
    z.object({
      day: z.string(),
      webLeads: z.number().int(),
      calls: z.number().int(),
      callsAnswered: z.number().int(),
      /** Dollars spent on leads and calls that day. */
      spend: z.number(),
    }),
  ),
  pendingCredits: z.object({ count: z.number().int() }),
  alerts: z.array(
    z.object({ severity: z.enum(['error', 'warning', 'info']), message: z.string() }),
  ),
});
export type ClientDashboard = z.infer<typeof clientDashboard>;

export const clientDashboardOperations = {
  getClientDashboard: operation(calls.getClientDashboard, {
    params: z.object({ id: idParam }),
    response: clientDashboard,
  }),
};

export const accountSys = z.object({
  clientId: z.number().int(),
  billingType: z.string(),
  salesforceId: z.string(),
  salesPersonId: z.string().nullable(),
  accountRepId: z.string().nullable(),
  consentCompanyId: z.number().int().nullable(),
  parentCompany: z.string().nullable(),
  farmersFolio: z.string().nullable(),
  salesSupportTeamName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version: each saved change adds one. */
  version: z.number().int(),
  logins: z.array(
    z.object({ email: z.string(), enabled: z.boolean(), lastLoginAt: z.string().nullable() }),
  ),
});
export type AccountSys = z.infer<typeof accountSys>;

export const callsSubscriptionAccount = z.object({
  clientId: z.number().int(),
  /** The Call Leads product terms; null until the client has them. */
  terms: z
    .object({
      paymentMethod: z.string(),
      billingType: z.string(),
      /** Dollars; null: none. */
      spendLimit: z.number().nullable(),
      rechargeAmount: z.number().nullable(),
      rechargeThreshold: z.number(),
    })
    .nullable(),
  /** Dollars. */
  balance: z.number(),
  limit: z.number(),
  channels: z.object({ total: z.number().int(), active: z.number().int() }),
  /** The call channels' distinct phone numbers (50 at most). */
  phoneNumbers: z.array(z.string()),
});
export type CallsSubscriptionAccount = z.infer<typeof callsSubscriptionAccount>;

export const clientAccountOperations = {
  getAccountSys: operation(clientAccountCalls.getAccountSys, {
    params: z.object({ id: idParam }),
    response: accountSys,
  }),
  getCallsSubscriptionAccount: operation(clientAccountCalls.getCallsSubscriptionAccount, {
    params: z.object({ id: idParam }),
    response: callsSubscriptionAccount,
  }),
};
