import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_STATUS, isActiveChannel } from '@client-admin/domain/channel-status';
import { Chip } from '../../../../components/plain/chip';
import { pausedUntilLabel } from './paused-until';

type Props = Pick<ChannelSummary, 'status' | 'temporaryPause'>;

/** Active statuses green; a paused channel says until when (New York time). */
export function ChannelStatusChip({ status, temporaryPause }: Props) {
  if (status.toUpperCase() === CHANNEL_STATUS.PAUSE) {
    return (
      <Chip
        size="small"
        color="warning"
        label={pausedUntilLabel(temporaryPause?.scheduledEnd)}
        // The date and time wrap onto a second line on a phone instead of overflowing the card.
        wrap
      />
    );
  }
  return (
    <Chip size="small" color={isActiveChannel(status) ? 'success' : 'default'} label={status} />
  );
}
