import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { RoutingHistoryAnswer } from '@client-admin/contracts/territory';
import { toCents } from '@client-admin/domain/money';
import { depositDays, weeklyCost, weeklyLeads } from '@client-admin/domain/signup/signup-estimate';
import { historyWeeklyLeads } from '@client-admin/domain/territory/routing-history';
import { formatPrice } from '../../../lib/format-price';
import {
  productOfChannel,
  type SignupChannel,
  type SignupFormValues,
} from '../utils/signup-form-values';
import type { Control } from 'react-hook-form';

/**
 * A channel's expected leads and cost a week: from the routing's recent leads in its territory
 * at its price when there were any, else from the territory's monthly estimate.
 */
export function channelWeek(
  channel: SignupChannel,
  monthly: number | undefined,
  history: RoutingHistoryAnswer | undefined,
) {
  const weeklyCap = channel.channel.dayCapSchedule?.weekly ?? null;
  const fromHistory = history
    ? historyWeeklyLeads(history, toCents(channel.channel.price), weeklyCap)
    : null;
  if (fromHistory !== null) {
    return { leads: fromHistory, cost: weeklyCost(fromHistory, channel.channel.price), history };
  }
  if (monthly === undefined) return null;
  const leads = weeklyLeads(monthly, weeklyCap);
  return { leads, cost: weeklyCost(leads, channel.channel.price), history: null };
}

export function ChannelWeekText({ week }: { week: ReturnType<typeof channelWeek> }) {
  if (!week) return null;
  const basis = week.history
    ? `from the last ${week.history.days} days' leads in this territory`
    : "from the territory's estimate";
  return (
    <Typography variant="body2" color="text.secondary">
      Expected: about {week.leads} leads a week, {formatPrice(week.cost)} a week ({basis})
    </Typography>
  );
}

interface EstimateTotalsProps {
  control: Control<SignupFormValues>;
  channels: readonly SignupChannel[];
  monthlyByKey: ReadonlyMap<string, number>;
  historyByKey: ReadonlyMap<string, RoutingHistoryAnswer>;
  loading: boolean;
  failed: boolean;
}

/**
 * The signup's expected leads and cost a week over its channels, and how many days each
 * product's deposit lasts at that rate: what the client buys, before it signs.
 */
export function EstimateTotals({
  control,
  channels,
  monthlyByKey,
  historyByKey,
  loading,
  failed,
}: EstimateTotalsProps) {
  const deposits = useWatch({ control, name: 'deposits' });
  if (failed) {
    return (
      <Alert severity="info" role="status">
        The expected leads could not be estimated right now.
      </Alert>
    );
  }
  const weeks = channels.map((c) => ({
    channel: c,
    week: channelWeek(c, monthlyByKey.get(c.key), historyByKey.get(c.key)),
  }));
  if (weeks.every((w) => w.week === null)) {
    return loading ? (
      <Typography color="text.secondary">Estimating the expected leads…</Typography>
    ) : null;
  }
  const lines = ([1, 2] as const).flatMap((product) => {
    const ofProduct = weeks.filter((w) => productOfChannel(w.channel) === product && w.week);
    if (ofProduct.length === 0) return [];
    const leads = ofProduct.reduce((sum, w) => sum + w.week!.leads, 0);
    const cost = ofProduct.reduce((sum, w) => sum + w.week!.cost, 0);
    const deposit = deposits?.[String(product) as '1' | '2'] ?? 0;
    const days = depositDays(deposit, cost);
    const name = product === 1 ? 'Web' : 'Call';
    const lasts =
      deposit > 0 && days !== null
        ? `; the ${formatPrice(deposit)} deposit lasts about ${days} days`
        : '';
    return [
      `${name}: about ${Math.round(leads * 10) / 10} leads a week, ${formatPrice(Math.round(cost * 100) / 100)} a week${lasts}.`,
    ];
  });
  const basis = weeks.some((w) => w.week?.history)
    ? "From the leads routed in these territories lately, at these prices; where there were none, from the territory's estimate."
    : "From the territories' estimates: no lead of these kinds was routed there lately.";
  return (
    <Alert severity="info" role="status" aria-label="Expected leads">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
      <Typography variant="body2" color="text.secondary">
        {basis}
      </Typography>
    </Alert>
  );
}
