import type { ChannelSummary } from '@client-admin/contracts/channels';
import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import { Chip } from '../../../../components/plain/chip';
import { channelStatusColor } from '../../utils/channel-status-color';
import { pausedUntilLabel } from './paused-until';

type Props = Pick<ChannelSummary, 'status' | 'temporaryPause'>;

/**
 * A channel's status in the colour of its kind (channel-status-color); a paused channel says
 * until when (New York time).
 */
export function ChannelStatusChip({ status, temporaryPause }: Props) {
  if (status.toUpperCase() === CHANNEL_STATUS.PAUSE) {
    return (
      <Chip
        size="small"
        color={channelStatusColor(status)}
        label={pausedUntilLabel(temporaryPause?.scheduledEnd)}
        // The date and time wrap onto a second line on a phone instead of overflowing the card.
        wrap
      />
    );
  }
  return <Chip size="small" color={channelStatusColor(status)} label={status} />;
}
