import type { ChannelDashboard } from '@client-admin/contracts/channels';
import text from '../../../../components/plain/text.module.css';
import { paths } from '../../../../config/paths';
import { AppLink } from '../../../../lib/app-link';
import { ChannelStatusChip } from '../list/channel-status-chip';
import styles from './attention-channel-list.module.css';

type AttentionChannel = ChannelDashboard['needsAttention'][number];

// The status chip already says "Paused", so each reason tells what it means for the client.
const REASON_TEXT: Record<AttentionChannel['reason'], string> = {
  incomplete: 'Setup not finished',
  paused: 'Not receiving leads',
  inactivePackage: 'Package no longer active',
};

interface AttentionChannelListProps {
  clientId: number;
  channels: AttentionChannel[];
}

/** The channels that are incomplete, paused or on an inactive package, each linking to its editor. */
export function AttentionChannelList({ clientId, channels }: AttentionChannelListProps) {
  return (
    <section aria-label="Needs attention" className={styles.section}>
      <h3 className={text.subtitle1}>Needs attention</h3>
      {channels.length === 0 ? (
        <p className={`${styles.text} ${text.secondary}`}>Every channel is set up and running.</p>
      ) : (
        <ul className={styles.list}>
          {channels.map((channel) => (
            <li key={channel.id} className={styles.item}>
              <div className={styles.row}>
                <AppLink
                  href={paths.channelEdit(clientId, channel.id)}
                  className={`${text.link} ${styles.name}`}
                >
                  {channel.name}
                </AppLink>
                <p className={`${text.body2} ${text.secondary}`}>{REASON_TEXT[channel.reason]}</p>
                <ChannelStatusChip
                  status={channel.status}
                  temporaryPause={channel.temporaryPause}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
