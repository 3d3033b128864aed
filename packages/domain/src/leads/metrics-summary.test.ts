import { describe, expect, it } from 'vitest';
import { summariseMetrics, type DailyMetricRow } from './metrics-summary';

const row = (over: Partial<DailyMetricRow>): DailyMetricRow => ({
  day: '2026-11-02',
  channelId: 1,
  channelName: 'Auto',
  leads: 0,
  spendCents: 0,
  callsOffered: 0,
  callsAnswered: 0,
  ...over,
});

describe('summariseMetrics', () => {
  it('fills every day of the range and sums per day, channel and total', () => {
    const summary = summariseMetrics(
      [
        row({ day: '2026-11-01', leads: 2, spendCents: 3000, callsOffered: 4, callsAnswered: 3 }),
        row({ day: '2026-11-03', channelId: 2, channelName: 'Home', leads: 1, spendCents: 1001 }),
        row({ day: '2026-11-03', leads: 1, spendCents: 1500, callsOffered: 1 }),
      ],
      '2026-11-01',
      '2026-11-03',
    );
    expect(summary.days.map((d) => [d.day, d.leads, d.spendCents])).toEqual([
      ['2026-11-01', 2, 3000],
      ['2026-11-02', 0, 0],
      ['2026-11-03', 2, 2501],
    ]);
    expect(summary.totals).toEqual({
      leads: 4,
      spendCents: 5501,
      averagePriceCents: 1375,
      calls: 5,
      answered: 3,
      answerRate: 0.6,
    });
    expect(summary.channels.map((c) => [c.channelId, c.leads, c.answerRate])).toEqual([
      [1, 3, 0.6],
      [2, 1, null],
    ]);
  });

  it('answers zeros without rows', () => {
    const summary = summariseMetrics([], '2026-11-01', '2026-11-01');
    // No lead, no price: a chart leaves the day out rather than drawing a price of 0.
    expect(summary.totals.averagePriceCents).toBeNull();
    expect(summary.totals.answerRate).toBeNull();
    expect(summary.channels).toEqual([]);
  });
});
