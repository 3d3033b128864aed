import { z } from 'zod';
import { operation } from './call-table';
import { clientDashboardCalls as calls } from './client-dashboard.calls';
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
