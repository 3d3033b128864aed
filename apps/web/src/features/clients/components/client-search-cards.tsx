import { BreakableAddress } from '../../../components/plain/breakable-address';
import type { ReactNode } from 'react';
import type { ClientSearchItem } from '@client-admin/contracts/clients';
import { RecordCard, RecordCardList } from '../../../components/record-card';
import { StatusChip } from './status-chip';
import { LoadingBar } from '../../../components/progress-bar';
import styles from './client-search-cards.module.css';

interface ClientSearchCardsProps {
  rows: ClientSearchItem[];
  loading: boolean;
  /** The search failed: its alert says why, so the rows are not "no match". */
  failed: boolean;
  /** The pager under the results (none before the first page has arrived). */
  pager: ReactNode;
  onOpen: (clientId: number) => void;
}

/** The search results as a card per client, for 500 px and below. */
export function ClientSearchCards(props: ClientSearchCardsProps) {
  const { rows, loading, failed, onOpen } = props;
  return (
    <div>
      <LoadingBar loading={loading} label="Loading clients" />
      {rows.length === 0 && !loading && !failed && (
        <p className={styles.empty}>No clients match your search.</p>
      )}
      <RecordCardList label="Clients">
        {rows.map((row) => (
          <RecordCard
            key={row.id}
            onOpen={() => onOpen(row.id)}
            title={
              <button
                type="button"
                className={styles.name}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(row.id);
                }}
              >
                {row.fullName}
              </button>
            }
            actions={<StatusChip status={row.status} label={row.statusLabel} />}
            fields={[
              { label: 'ID', value: row.id },
              { label: 'Type', value: row.clientType },
              { label: 'E-mail', value: <BreakableAddress value={row.email} /> },
              { label: 'Phone', value: row.phone },
              { label: 'Agency', value: row.agencyName },
            ]}
          />
        ))}
      </RecordCardList>
      {props.pager}
    </div>
  );
}
