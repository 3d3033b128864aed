import Grid from '@mui/material/Grid';
import type { Client } from '@client-admin/contracts/clients';
import { timeZoneName } from '@client-admin/domain/time-zones';
import { StatusChip } from './status-chip';
import { SummaryCard } from './summary-card';

const NONE = '—';

export function ClientSummaryCards({ client }: { client: Client }) {
  const cards = [
    {
      title: 'Status',
      value: <StatusChip status={client.status} label={client.statusLabel} size="medium" />,
    },
    { title: 'Type', value: client.clientType },
    { title: 'Parent company', value: client.parentCompanyName ?? NONE },
    { title: 'Support team', value: client.salesSupportTeamName ?? NONE },
    { title: 'Time zone', value: timeZoneName(client.timeZone) },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 4 }}>
          <SummaryCard title={card.title}>{card.value}</SummaryCard>
        </Grid>
      ))}
    </Grid>
  );
}
