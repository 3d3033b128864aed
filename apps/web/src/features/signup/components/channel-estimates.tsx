import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { depositDays, weeklyCost, weeklyLeads } from '@client-admin/domain/signup/signup-estimate';
import { formatPrice } from '../../../lib/format-price';
import {
  productOfChannel,
  type SignupChannel,
  type SignupFormValues,
} from '../utils/signup-form-values';
import type { Control } from 'react-hook-form';

/** A channel's expected leads and cost a week, from its territory's monthly estimate. */
export function channelWeek(channel: SignupChannel, monthly: number | undefined) {
  if (monthly === undefined) return null;
  const leads = weeklyLeads(monthly, channel.channel.dayCapSchedule?.weekly ?? null);
  return { leads, cost: weeklyCost(leads, channel.channel.price) };
}

export function ChannelWeekText({ week }: { week: ReturnType<typeof channelWeek> }) {
  if (!week) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Expected: about {week.leads} leads a week, {formatPrice(week.cost)} a week
    </Typography>
  );
}

interface EstimateTotalsProps {
  control: Control<SignupFormValues>;
  channels: readonly SignupChannel[];
  monthlyByKey: ReadonlyMap<string, number>;
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
    week: channelWeek(c, monthlyByKey.get(c.key)),
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
  return (
    <Alert severity="info" role="status" aria-label="Expected leads">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
