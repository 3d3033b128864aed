import { channelStatusTone, type ChannelStatusTone } from '@client-admin/domain/channel-status';
import type { ChipColor } from '../../../components/plain/chip';

/**
 * The one colour of each kind of channel status (issue 36): receiving leads green, held by a day
 * or week cap amber, paused grey, not active red. Every channel status chip reads it.
 */
export const CHANNEL_STATUS_COLORS = {
  active: 'success',
  capped: 'warning',
  paused: 'default',
  inactive: 'error',
} as const satisfies Record<ChannelStatusTone, ChipColor>;

export const channelStatusColor = (status: string): ChipColor =>
  CHANNEL_STATUS_COLORS[channelStatusTone(status)];
