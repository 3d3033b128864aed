import type { Client } from '@client-admin/contracts/clients';
import { timeZoneName } from '@client-admin/domain/time-zones';
import styles from './client-summary-cards.module.css';
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
    <div className={styles.grid}>
      {cards.map((card) => (
        <SummaryCard key={card.title} title={card.title}>
          {card.value}
        </SummaryCard>
      ))}
    </div>
  );
}
