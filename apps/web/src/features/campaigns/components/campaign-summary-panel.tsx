import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CampaignSummary } from '@client-admin/contracts/campaigns';
import { CAMPAIGN_MESSAGES as M } from '@client-admin/domain/campaigns/campaign-messages';
import { toDollars } from '@client-admin/domain/money';
import { formatPrice } from '../../../lib/format-price';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCampaignSummary } from '../api/get-campaign-summary';
import { DailySalesChart } from './daily-sales-chart';
import { ScrollCue } from '../../../components/scroll-cue';

const money = (cents: number | null) => (cents === null ? '—' : formatPrice(toDollars(cents)));

const answerRate = (s: CampaignSummary) =>
  s.callsOffered === 0 ? '—' : `${Math.round((s.callsAnswered / s.callsOffered) * 100)}%`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

/** A campaign's last 30 days: figures, calls per day, and each state with its override. */
export function CampaignSummaryPanel({ clientId, id }: { clientId: number; id: number }) {
  const summary = useCampaignSummary(clientId, id, {});
  useFailureToast(summary.isError, M.summaryFailed);
  if (summary.isPending) return <PageLoading label="Loading campaign summary" />;
  if (summary.isError) return <Alert severity="error">{M.summaryError(id)}</Alert>;
  const s = summary.data;
  return (
    <Paper variant="outlined" component="section" aria-label={`Summary of ${s.name}`} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {`${s.name}: ${s.from} to ${s.to}`}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          <Figure label="Calls bought" value={String(s.sales)} />
          <Figure label="Spend" value={money(s.spendCents)} />
          <Figure label="Average price" value={money(s.averagePriceCents)} />
          <Figure label="Answer rate" value={answerRate(s)} />
        </Box>
        {s.sales === 0 ? (
          <Typography color="text.secondary">No calls bought in this range.</Typography>
        ) : (
          <DailySalesChart days={s.byDay} />
        )}
        {s.byState.length === 0 ? (
          <Typography color="text.secondary">No state overrides.</Typography>
        ) : (
          <ScrollCue label={`States of ${s.name}`}>
            <Table size="small" aria-label={`States of ${s.name}`}>
              <TableHead>
                <TableRow>
                  <TableCell>State</TableCell>
                  <TableCell align="right">Calls</TableCell>
                  <TableCell align="right">Spend</TableCell>
                  <TableCell>Override</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.byState.map((row) => (
                  <TableRow key={row.state}>
                    <TableCell>{row.state}</TableCell>
                    <TableCell align="right">{row.sales}</TableCell>
                    <TableCell align="right">{money(row.spendCents)}</TableCell>
                    <TableCell>
                      {row.override
                        ? `${money(row.override.priceCents)} (${money(row.override.minBidCents)}–${money(row.override.maxBidCents)})${row.override.isActive ? '' : ', inactive'}`
                        : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollCue>
        )}
      </Stack>
    </Paper>
  );
}
