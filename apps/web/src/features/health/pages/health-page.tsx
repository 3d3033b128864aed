import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdapterHealth, HealthResponse } from '@client-admin/contracts/health';
import { formatDateTime } from '../../../lib/format';
import { useHealth } from '../api/get-health';
import { Fact, StatusCard, type StatusTone } from '../components/status-card';

const ADAPTERS: { key: keyof HealthResponse['adapters']; title: string }[] = [
  { key: 'identity', title: 'Identity' },
  { key: 'email', title: 'E-mail' },
  { key: 'cardVault', title: 'Card vault' },
  { key: 'dialer', title: 'Dialer' },
];

const adapterTone = (adapter: AdapterHealth): StatusTone =>
  adapter.status === 'ok' ? 'ok' : adapter.status === 'error' ? 'error' : 'warning';

const uptime = (seconds: number) => {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
};

/** /health: the API, its database and each adapter, refreshed every 30 s while visible. */
export default function HealthPage() {
  const { data, error, isLoading, isFetching, refetch, dataUpdatedAt } = useHealth();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Health
        </Typography>
        <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isLoading && <CircularProgress aria-label="Loading health" />}
      {data && (
        <>
          <Alert severity={data.status === 'ok' ? 'success' : 'warning'}>
            {data.status === 'ok' ? 'All systems operational.' : 'The API is degraded.'}
            {dataUpdatedAt > 0 &&
              ` Checked ${formatDateTime(new Date(dataUpdatedAt).toISOString())}.`}
          </Alert>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
              <StatusCard
                title="API"
                status={data.status}
                tone={data.status === 'ok' ? 'ok' : 'warning'}
              >
                <Fact label="Version" value={`${data.api.name} ${data.api.version}`} />
                <Fact label="Node" value={data.api.node} />
                <Fact label="Started" value={formatDateTime(data.api.startedAt)} />
                <Fact label="Uptime" value={uptime(data.api.uptimeSeconds)} />
              </StatusCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
              <StatusCard
                title="Database"
                status={data.database.status}
                tone={data.database.status === 'ok' ? 'ok' : 'error'}
              >
                <Fact label="Kind" value={data.database.kind} />
                <Fact
                  label="Latency"
                  value={data.database.latencyMs === null ? '—' : `${data.database.latencyMs} ms`}
                />
              </StatusCard>
            </Grid>
            {ADAPTERS.map(({ key, title }) => {
              const adapter = data.adapters[key];
              return (
                <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <StatusCard title={title} status={adapter.status} tone={adapterTone(adapter)}>
                    <Fact label="Implementation" value={adapter.kind ?? 'none'} />
                    {adapter.note && <Fact label="Note" value={adapter.note} />}
                  </StatusCard>
                </Grid>
              );
            })}
          </Grid>
        </>
      )}
    </Stack>
  );
}
