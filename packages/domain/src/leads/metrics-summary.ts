import { daysOf } from './lead-range';

/** One channel's day of the daily metric rows (cents). */
export interface DailyMetricRow {
  day: string;
  channelId: number;
  channelName: string;
  leads: number;
  spendCents: number;
  callsOffered: number;
  callsAnswered: number;
}

export interface MetricCounts {
  leads: number;
  spendCents: number;
  /** Whole cents: spend / leads, rounded; null without leads (a day with none has no price). */
  averagePriceCents: number | null;
  calls: number;
  answered: number;
  /** answered / calls, 0 to 1 (4 decimals); 0 without calls. */
  answerRate: number | null;
}

export interface MetricsSummary {
  totals: MetricCounts;
  /** Every day of the range, oldest first, 0 on days without rows (a chart's x axis). */
  days: (MetricCounts & { day: string })[];
  /** The channels with any row in the range, most spend first. */
  channels: (MetricCounts & { channelId: number; channelName: string })[];
}

interface Sums {
  leads: number;
  spendCents: number;
  calls: number;
  answered: number;
}

const empty = (): Sums => ({ leads: 0, spendCents: 0, calls: 0, answered: 0 });

function add(sums: Sums, row: DailyMetricRow): void {
  sums.leads += row.leads;
  sums.spendCents += row.spendCents;
  sums.calls += row.callsOffered;
  sums.answered += row.callsAnswered;
}

function counts(s: Sums): MetricCounts {
  return {
    ...s,
    averagePriceCents: s.leads === 0 ? null : Math.round(s.spendCents / s.leads),
    answerRate: s.calls === 0 ? null : Math.round((s.answered / s.calls) * 10_000) / 10_000,
  };
}

/** Issue 17's charts: a range's daily rows summed per day, per channel and in total. */
export function summariseMetrics(
  rows: readonly DailyMetricRow[],
  from: string,
  to: string,
): MetricsSummary {
  const total = empty();
  const byDay = new Map(daysOf(from, to).map((day) => [day, empty()]));
  const byChannel = new Map<number, { name: string; sums: Sums }>();
  for (const row of rows) {
    add(total, row);
    const day = byDay.get(row.day);
    if (day) add(day, row);
    let channel = byChannel.get(row.channelId);
    if (!channel) {
      channel = { name: row.channelName, sums: empty() };
      byChannel.set(row.channelId, channel);
    }
    add(channel.sums, row);
  }
  return {
    totals: counts(total),
    days: [...byDay].map(([day, sums]) => ({ day, ...counts(sums) })),
    channels: [...byChannel]
      .map(([channelId, c]) => ({ channelId, channelName: c.name, ...counts(c.sums) }))
      .sort((a, b) => b.spendCents - a.spendCents || a.channelId - b.channelId),
  };
}
