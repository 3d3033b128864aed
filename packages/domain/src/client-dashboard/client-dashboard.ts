import { clientStatusLabel, isActiveClientStatus } from '../client-status';
import { addDays } from '../leads/lead-range';
import { formatDollars } from '../money';

/** The client dashboard /cd/{client_id} (seed 000 §2.1, Everest only) looks back 30 days. */
export const DASHBOARD_DAYS = 30;

/** The `count` New York days ending with `today` (YYYY-MM-DD), oldest first. */
export function dashboardDays(today: string, count: number = DASHBOARD_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i + 1 - count));
}

/**
 * A product's balance at the end of each day, from its balance now and the net of its ledger
 * entries per day (entries dated after the last day count as that day's): walking back, the end
 * of a day is the end of the next day less that next day's net.
 */
export function balanceTrend(
  currentCents: number,
  netByDay: ReadonlyMap<string, number>,
  days: readonly string[],
): { day: string; cents: number }[] {
  const trend: { day: string; cents: number }[] = [];
  let end = currentCents;
  for (let i = days.length - 1; i >= 0; i--) {
    trend.unshift({ day: days[i]!, cents: end });
    end -= netByDay.get(days[i]!) ?? 0;
  }
  return trend;
}

export type AlertSeverity = 'error' | 'warning' | 'info';

export interface DashboardAlert {
  severity: AlertSeverity;
  message: string;
}

export interface DashboardFacts {
  status: string;
  balances: readonly { product: string; balanceCents: number; limitCents: number }[];
  /** Card-limit alerts raised to customer service in the window. */
  csAlerts: readonly { createdAt: string; message: string }[];
  pendingCredits: number;
  /** The client's addresses on a suppression list (no mail goes to them). */
  suppressedAddresses: number;
  /** Channels by status. */
  channelsByStatus: ReadonlyMap<string, number>;
}

/**
 * What a super-user should act on, worst first: a client that is not active, a balance at or
 * below its limit (no lead can be sold), a balance at or below zero, channels paused or capped
 * while the client is active, the card-limit alerts, pending credits, and addresses that get
 * no e-mail.
 */
export function dashboardAlerts(f: DashboardFacts): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  if (!isActiveClientStatus(f.status)) {
    alerts.push({ severity: 'error', message: `Client is ${clientStatusLabel(f.status)}` });
  }
  for (const b of f.balances) {
    if (b.balanceCents <= b.limitCents) {
      alerts.push({
        severity: 'error',
        message: `${b.product} balance is at its limit (${formatDollars(b.balanceCents)}): no ${b.product.toLowerCase()} can be sold`,
      });
    } else if (b.balanceCents <= 0) {
      alerts.push({
        severity: 'warning',
        message: `${b.product} balance is ${formatDollars(b.balanceCents)}`,
      });
    }
  }
  const paused = [...f.channelsByStatus]
    .filter(([status]) => status.startsWith('PAUSE') || status.endsWith('CAPPED'))
    .reduce((n, [, count]) => n + count, 0);
  if (paused > 0 && isActiveClientStatus(f.status)) {
    alerts.push({
      severity: 'warning',
      message: `${paused} channel${paused === 1 ? ' is' : 's are'} paused or capped`,
    });
  }
  for (const a of f.csAlerts) {
    alerts.push({ severity: 'warning', message: `Card limit alert: ${a.message || 'no message'}` });
  }
  if (f.pendingCredits > 0) {
    const n = f.pendingCredits;
    alerts.push({
      severity: 'info',
      message: `${n} lead credit request${n === 1 ? '' : 's'} pending`,
    });
  }
  if (f.suppressedAddresses > 0) {
    const n = f.suppressedAddresses;
    alerts.push({
      severity: 'info',
      message: `${n} address${n === 1 ? '' : 'es'} of the client get${n === 1 ? 's' : ''} no e-mail (bounced, blocked, invalid or spam)`,
    });
  }
  return alerts;
}
