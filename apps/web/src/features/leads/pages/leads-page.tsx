import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useClientIdParam } from '../../../lib/use-client-id-param';
import { CallLogSection } from '../components/call-log-section';
import { MetricsSection } from '../components/metrics-section';
import { WebLeadsSection } from '../components/web-leads-section';

const TABS = [
  { value: 'calls', label: 'Call log' },
  { value: 'web', label: 'Web leads' },
  { value: 'metrics', label: 'Metrics' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /client/{clientId}/leads: the call log, the web lead list and the metrics (seed 001 §2). */
export default function LeadsPage() {
  const clientId = useClientIdParam();
  const [tab, setTab] = useState<TabValue>('calls');
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Leads
      </Typography>
      <Tabs value={tab} onChange={(_event, next: TabValue) => setTab(next)} aria-label="Leads">
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`leads-tab-${t.value}`}
            aria-controls={`leads-panel-${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`leads-panel-${tab}`} aria-labelledby={`leads-tab-${tab}`}>
        {tab === 'calls' && <CallLogSection key={clientId} clientId={clientId} />}
        {tab === 'web' && <WebLeadsSection key={clientId} clientId={clientId} />}
        {tab === 'metrics' && <MetricsSection key={clientId} clientId={clientId} />}
      </Box>
    </Stack>
  );
}
