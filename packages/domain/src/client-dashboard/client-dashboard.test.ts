import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  balanceTrend,
  dashboardAlerts,
  dashboardDays,
  type DashboardFacts,
} from './client-dashboard';

describe('dashboardDays', () => {
  it('answers 30 New York days ending today, across a month end', () => {
    const days = dashboardDays('2026-03-02');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-01');
    expect(days.at(-1)).toBe('2026-03-02');
  });
});

describe('balanceTrend', () => {
  it('walks back from the balance now', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03'];
    const net = new Map([
      ['2026-01-02', 5_000],
      ['2026-01-03', -1_000],
    ]);
    expect(balanceTrend(10_000, net, days)).toEqual([
      { day: '2026-01-01', cents: 6_000 },
      { day: '2026-01-02', cents: 11_000 },
      { day: '2026-01-03', cents: 10_000 },
    ]);
  });
  it('ends at the balance now and changes by each day net', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.array(fc.integer({ min: -1e5, max: 1e5 }), { minLength: 2, maxLength: 30 }),
        (now, nets) => {
          const days = dashboardDays('2026-06-30', nets.length);
          const map = new Map(days.map((d, i) => [d, nets[i]!]));
          const trend = balanceTrend(now, map, days);
          expect(trend.at(-1)!.cents).toBe(now);
          for (let i = 1; i < trend.length; i++) {
            expect(trend[i]!.cents - trend[i - 1]!.cents).toBe(nets[i]);
          }
        },
      ),
    );
  });
});

const facts = (patch: Partial<DashboardFacts> = {}): DashboardFacts => ({
  status: 'ACTIVE',
  balances: [{ product: 'Web Leads', balanceCents: 10_000, limitCents: 0 }],
  csAlerts: [],
  pendingCredits: 0,
  suppressedAddresses: 0,
  channelsByStatus: new Map([['ACTIVE', 3]]),
  ...patch,
});

describe('dashboardAlerts', () => {
  it('has nothing to say of a healthy client', () => {
    expect(dashboardAlerts(facts())).toEqual([]);
  });
  it('says what to act on, worst first', () => {
    const alerts = dashboardAlerts(
      facts({
        status: 'PAUSE',
        balances: [
          { product: 'Web Leads', balanceCents: 0, limitCents: 0 },
          { product: 'Call Leads', balanceCents: -500, limitCents: -10_000 },
        ],
        csAlerts: [{ createdAt: '2026-01-01T00:00:00Z', message: 'Need an 11th card' }],
        pendingCredits: 2,
        suppressedAddresses: 1,
        channelsByStatus: new Map([['PAUSE', 2]]),
      }),
    );
    expect(alerts.map((a) => [a.severity, a.message])).toEqual([
      ['error', 'Client is Paused'],
      ['error', 'Web Leads balance is at its limit ($0.00): no web leads can be sold'],
      ['warning', 'Call Leads balance is -$5.00'],
      ['warning', 'Card limit alert: Need an 11th card'],
      ['info', '2 lead credit requests pending'],
      ['info', '1 address of the client gets no e-mail (bounced, blocked, invalid or spam)'],
    ]);
  });
  it('warns of paused or capped channels of an active client', () => {
    const alerts = dashboardAlerts(
      facts({
        channelsByStatus: new Map([
          ['ACTIVE', 1],
          ['DAYCAPPED', 1],
          ['PAUSE_VAC', 1],
        ]),
      }),
    );
    expect(alerts).toEqual([{ severity: 'warning', message: '2 channels are paused or capped' }]);
  });
});
