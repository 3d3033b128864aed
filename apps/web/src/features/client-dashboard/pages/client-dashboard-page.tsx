import { lazy, Suspense } from 'react';
import { useParams } from '@tanstack/react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientDashboard } from '@client-admin/contracts/client-dashboard';
import { PRODUCT_NAMES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import { ColumnsGrid } from '../../../components/columns-grid';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format-price';
import { useClientDashboard } from '../api/get-client-dashboard';
import { BalanceTrend } from '../components/balance-trend';

const ActivityChart = lazy(() => import('../components/activity-chart'));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `cd-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const productName = (productType: number) =>
  `${PRODUCT_NAMES[productType as ProductType] ?? productType} Leads`;

/**
 * /cd/{client_id} (seed 000 §2.1, Everest only; decision 0082): a client on one page: status,
 * open alerts, balances per product with their trend, channels by status, leads and calls of
 * the last 30 days with a chart, pending credits.
 */
export default function ClientDashboardPage() {
  const params = useParams({ strict: false }) as { client_id?: string };
  const clientId = Number(params.client_id);
  const dashboard = useClientDashboard(clientId);

  if (!Number.isInteger(clientId) || clientId < 1) {
    return <Alert severity="error">Invalid ClientID</Alert>;
  }
  if (dashboard.isPending) return <PageLoading label="Loading client dashboard" />;
  if (dashboard.isError) {
    return (
      <Stack sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity="error">{errorMessage(dashboard.error)}</Alert>
      </Stack>
    );
  }
  const d = dashboard.data;
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {d.client.fullName}
        </Typography>
        <Typography color="text.secondary">
          {`ID ${d.client.id} · ${d.client.clientType}${d.client.parentCompany ? ` · ${d.client.parentCompany}` : ''} · Status: ${d.client.statusLabel}`}
        </Typography>
      </Stack>
      <Section title="Open alerts">
        {d.alerts.length === 0 ? (
          <Typography color="text.secondary">Nothing needs attention.</Typography>
        ) : (
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {d.alerts.map((a) => (
              <li key={a.message}>
                <Alert severity={a.severity}>{a.message}</Alert>
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <ColumnsGrid sm="1fr" md={2} gap={3}>
        {d.balances.map((b) => (
          <Section key={b.productType} title={`${b.product} balance`}>
            <Typography variant="h5" component="p">
              {formatPrice(b.balance)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {b.limit < 0 ? `May go down to ${formatPrice(b.limit)}` : 'No overdraft'}
            </Typography>
            <BalanceTrend balance={b} />
          </Section>
        ))}
      </ColumnsGrid>
      <ColumnsGrid sm="1fr" md={2} gap={3}>
        <Section title="Channels by status">
          <ChannelsTable channels={d.channels} />
        </Section>
        <Section title="Pending credits">
          <Typography variant="h5" component="p">
            {d.pendingCredits.count}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            lead credit requests waiting for a decision
          </Typography>
        </Section>
      </ColumnsGrid>
      <Section title="Last 30 days">
        <Totals activity={d.activity} />
        <Suspense fallback={<PageLoading label="Loading chart" />}>
          <ActivityChart activity={d.activity} />
        </Suspense>
      </Section>
    </Stack>
  );
}

function ChannelsTable({ channels }: { channels: ClientDashboard['channels'] }) {
  if (channels.length === 0) return <Typography color="text.secondary">No channels.</Typography>;
  return (
    <Table size="small" aria-label="Channels by status">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Channels</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {channels.map((c) => (
          <TableRow key={`${c.productType}-${c.status}`}>
            <TableCell>{productName(c.productType)}</TableCell>
            <TableCell>{c.status}</TableCell>
            <TableCell align="right">{c.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Totals({ activity }: { activity: ClientDashboard['activity'] }) {
  const sum = (key: 'webLeads' | 'calls' | 'callsAnswered' | 'spend') =>
    activity.reduce((n, a) => n + a[key], 0);
  return (
    <Typography sx={{ mb: 1 }}>
      {`${sum('webLeads')} web leads, ${sum('calls')} calls (${sum('callsAnswered')} answered), ${formatPrice(sum('spend'))} spent`}
    </Typography>
  );
}
