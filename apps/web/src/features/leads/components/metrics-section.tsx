import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CallMetrics, WebMetrics } from '@client-admin/contracts/leads';
import { LEADS_MESSAGES as M } from '@client-admin/domain/leads/leads-messages';
import { formatPrice } from '../../../lib/format-price';
import { formatDate } from '../../../lib/format';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCallMetrics } from '../api/get-call-metrics';
import { useWebMetrics } from '../api/get-web-metrics';
import { lastDays, portalToday, type DayRange } from '@client-admin/domain/day-range';
import { ScrollCue } from '../../../components/scroll-cue';

const MetricsCharts = lazy(() => import('./metrics-charts'));

const METRICS_DAYS = 30;

type Kind = 'web' | 'call';

/** Lead metrics over a range (the last 30 days by default), drawn as charts. */
export function MetricsSection({ clientId }: { clientId: number }) {
  const [kind, setKind] = useState<Kind>('web');
  const [range, setRange] = useState<DayRange>(() =>
    lastDays(portalToday(new Date()), METRICS_DAYS),
  );
  const web = useWebMetrics(clientId, range);
  const call = useCallMetrics(clientId, range);
  const current = kind === 'web' ? web : call;
  useFailureToast(current.isError, M.failedToLoadMetrics);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          aria-label="Lead kind"
          onChange={(_event, next: Kind | null) => next && setKind(next)}
        >
          <ToggleButton value="web">Web leads</ToggleButton>
          <ToggleButton value="call">Calls</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label="From"
          type="date"
          size="small"
          value={range.from}
          onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={range.to}
          onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
        />
      </Stack>
      {current.isPending && <PageLoading label="Loading metrics" />}
      {current.isError && <Alert severity="error">{M.failedToLoadMetrics}</Alert>}
      {current.data && (
        <>
          <Totals metrics={current.data} />
          <Suspense fallback={<PageLoading label="Loading charts" />}>
            <MetricsCharts metrics={current.data} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

/** No lead, no average price; no call, no answer rate. */
const priceText = (price: number | null) => (price === null ? 'none' : formatPrice(price));
const rateText = (rate: number | null) => (rate === null ? 'none' : `${Math.round(rate * 100)}%`);

/** The range's totals in words and a table: what the charts show, readable without them. */
function Totals({ metrics }: { metrics: WebMetrics | CallMetrics }) {
  const t = metrics.totals;
  const calls = 'calls' in t ? t : null;
  return (
    <Stack spacing={1}>
      <Typography role="status" variant="body1">
        {`${formatDate(metrics.from)} to ${formatDate(metrics.to)}: `}
        {calls
          ? `${calls.calls} calls, ${calls.answered} answered (${rateText(calls.answerRate)}), ${t.leads} billed`
          : `${t.leads} leads`}
        {`, ${formatPrice(t.spend)} spent, average price ${priceText(t.averagePrice)}.`}
      </Typography>
      {metrics.channels.length > 0 && (
        <ScrollCue label="By channel">
          <Table size="small" aria-label="By channel">
            <TableHead>
              <TableRow>
                <TableCell>Channel</TableCell>
                {calls && <TableCell align="right">Calls</TableCell>}
                {calls && <TableCell align="right">Answer rate</TableCell>}
                <TableCell align="right">{calls ? 'Billed' : 'Leads'}</TableCell>
                <TableCell align="right">Spend</TableCell>
                <TableCell align="right">Average price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {metrics.channels.map((c) => (
                <TableRow key={c.channelId}>
                  <TableCell>{c.channelName}</TableCell>
                  {'calls' in c && <TableCell align="right">{c.calls}</TableCell>}
                  {'answerRate' in c && (
                    <TableCell align="right">{rateText(c.answerRate)}</TableCell>
                  )}
                  <TableCell align="right">{c.leads}</TableCell>
                  <TableCell align="right">{formatPrice(c.spend)}</TableCell>
                  <TableCell align="right">{priceText(c.averagePrice)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollCue>
      )}
    </Stack>
  );
}
