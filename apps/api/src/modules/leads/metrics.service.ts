import type { CallMetrics, MetricsQuery, WebMetrics } from '@client-admin/contracts/leads';
import { addDays } from '@client-admin/domain/leads/lead-range';
import {
  firstDayOf,
  lastDayOf,
  portalDayOf,
  rangeBoundOf,
} from '@client-admin/domain/range-bounds';
import { summariseMetrics, type MetricCounts } from '@client-admin/domain/leads/metrics-summary';
import { toDollars } from '@client-admin/domain/money';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../plugins/auth';
import { checkClientFor } from '../clients/clients.public';
import { dailyMetrics } from './leads.repository';

/** The metrics charts' default: the last 30 days, today included (New York days). */
const DEFAULT_DAYS = 30;

const webCounts = (c: MetricCounts) => ({
  leads: c.leads,
  spend: toDollars(c.spendCents),
  averagePrice: c.averagePriceCents === null ? null : toDollars(c.averagePriceCents),
});
const callCounts = (c: MetricCounts) => ({
  ...webCounts(c),
  calls: c.calls,
  answered: c.answered,
  answerRate: c.answerRate,
});

async function summary(
  db: Database,
  user: RequestUser,
  clientId: number,
  productTypeId: 1 | 2,
  query: MetricsQuery,
  now: Date,
) {
  // Metrics count whole New York days: a date-time names the day it falls on (issue 36); a
  // date-time to ends the range there, so its day is the day of the range's last instant.
  const to = query.to === undefined ? portalDayOf(now) : lastDayOf(rangeBoundOf(query.to));
  const from =
    query.from === undefined
      ? addDays(to, -(DEFAULT_DAYS - 1))
      : firstDayOf(rangeBoundOf(query.from));
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const rows = await dailyMetrics(tx, clientId, productTypeId, from, to);
    return { from, to, ...summariseMetrics(rows, from, to) };
  });
}

/** GET /api/leads/{clientId}/metrics/web: from the daily rows, never a scan of sales. */
export async function getWebMetrics(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: MetricsQuery,
  now: Date = new Date(),
): Promise<WebMetrics> {
  const s = await summary(db, user, clientId, 1, query, now);
  return {
    from: s.from,
    to: s.to,
    totals: webCounts(s.totals),
    days: s.days.map((d) => ({ day: d.day, ...webCounts(d) })),
    channels: s.channels.map((c) => ({
      channelId: c.channelId,
      channelName: c.channelName,
      ...webCounts(c),
    })),
  };
}

/** GET /api/leads/{clientId}/metrics/call: calls offered and answered, billed calls and spend. */
export async function getCallMetrics(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: MetricsQuery,
  now: Date = new Date(),
): Promise<CallMetrics> {
  const s = await summary(db, user, clientId, 2, query, now);
  return {
    from: s.from,
    to: s.to,
    totals: callCounts(s.totals),
    days: s.days.map((d) => ({ day: d.day, ...callCounts(d) })),
    channels: s.channels.map((c) => ({
      channelId: c.channelId,
      channelName: c.channelName,
      ...callCounts(c),
    })),
  };
}
