import type { ClientDashboard } from '@client-admin/contracts/client-dashboard';
import { PRODUCT_NAMES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import {
  balanceTrend,
  dashboardAlerts,
  dashboardDays,
} from '@client-admin/domain/client-dashboard/client-dashboard';
import { clientStatusLabel } from '@client-admin/domain/client-status';
import { PRODUCT_IDS } from '@client-admin/domain/client-types';
import { toDollars } from '@client-admin/domain/money';
import { portalDayOf, portalDayStart } from '@client-admin/domain/range-bounds';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { loadClientFor } from '../clients/clients.public';
import {
  channelsByStatus,
  countPendingCredits,
  countSuppressedAddresses,
  dailyActivity,
  findBalances,
  netByDay,
  recentCsAlerts,
} from './client-dashboard.repository';

const productName = (productType: number) =>
  `${PRODUCT_NAMES[productType as ProductType] ?? `Product ${productType}`} Leads`;

/**
 * GET /api/clients/{id}/dashboard (Everest only, decision 0082): one read of what a super-user
 * wants to see of a client, in one transaction. The 30 days are New York days ending today.
 */
export async function getClientDashboard(
  db: Database,
  user: RequestUser,
  clientId: number,
  now: Date = new Date(),
): Promise<ClientDashboard> {
  const days = dashboardDays(portalDayOf(now));
  const since = portalDayStart(days[0]!);
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    const balanceRows = await findBalances(tx, clientId);
    const nets = await netByDay(tx, clientId, since);
    const channelRows = await channelsByStatus(tx, clientId);
    const activityRows = await dailyActivity(tx, clientId, days[0]!);
    const pendingCredits = await countPendingCredits(tx, clientId);
    const csAlerts = await recentCsAlerts(tx, clientId, since);
    const suppressedAddresses = await countSuppressedAddresses(tx, clientId);

    const productTypes = [
      ...new Set([PRODUCT_IDS.WEB, PRODUCT_IDS.CALL, ...balanceRows.map((b) => b.productType)]),
    ];
    const balancesOut = productTypes.map((productType) => {
      const row = balanceRows.find((b) => b.productType === productType);
      const current = row?.balanceCents ?? 0;
      const net = new Map(
        nets.filter((n) => n.productType === productType).map((n) => [n.day, n.netCents]),
      );
      return {
        productType,
        product: productName(productType),
        balanceCents: current,
        limitCents: row?.limitCents ?? 0,
        trend: balanceTrend(current, net, days),
      };
    });
    const activity = days.map((day) => {
      const ofDay = activityRows.filter((a) => a.day === day);
      const web = ofDay.filter((a) => a.productType === PRODUCT_IDS.WEB);
      const call = ofDay.filter((a) => a.productType === PRODUCT_IDS.CALL);
      const sum = (rows: typeof ofDay, key: 'leads' | 'callsOffered' | 'callsAnswered') =>
        rows.reduce((n, r) => n + r[key], 0);
      return {
        day,
        webLeads: sum(web, 'leads'),
        calls: sum(call, 'callsOffered'),
        callsAnswered: sum(call, 'callsAnswered'),
        spend: toDollars(ofDay.reduce((n, r) => n + r.spendCents, 0)),
      };
    });
    const alerts = dashboardAlerts({
      status: client.status,
      balances: balancesOut,
      csAlerts: csAlerts.map((a) => ({ createdAt: a.createdAt.toISOString(), message: a.message })),
      pendingCredits,
      suppressedAddresses,
      channelsByStatus: channelRows.reduce(
        (m, r) => m.set(r.status, (m.get(r.status) ?? 0) + r.count),
        new Map<string, number>(),
      ),
    });
    return {
      client: {
        id: client.id,
        fullName: client.fullName,
        status: client.status,
        statusLabel: clientStatusLabel(client.status),
        clientType: client.clientType,
        parentCompany: client.parentCompany,
      },
      balances: balancesOut.map((b) => ({
        productType: b.productType,
        product: b.product,
        balance: toDollars(b.balanceCents),
        limit: toDollars(b.limitCents),
        trend: b.trend.map((t) => ({ day: t.day, balance: toDollars(t.cents) })),
      })),
      channels: channelRows,
      activity,
      pendingCredits: { count: pendingCredits },
      alerts,
    };
  });
}
