import type { ReactNode } from 'react';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { callTypeLabel } from '@client-admin/domain/call-types';
import { QUOTE_TYPE_LABELS, type QuoteType } from '@client-admin/domain/quote-types';
import { formatPrice } from '../../../../lib/format-price';
import { ChannelNameCell } from './channel-name-cell';
import { ChannelStatusChip } from './channel-status-chip';

const quoteTypeLabel = (quoteType: string) =>
  QUOTE_TYPE_LABELS[quoteType as QuoteType] ?? quoteType;

const productLabel = (channel: ChannelSummary) =>
  channel.callType ? `Call (${callTypeLabel(channel.callType)})` : channel.serviceType;

/** The list's columns, shared by the table and the small-screen cards. */
export const CHANNEL_COLUMNS: { header: string; cell: (channel: ChannelSummary) => ReactNode }[] = [
  { header: 'Name', cell: (channel) => <ChannelNameCell channel={channel} /> },
  { header: 'Custom name', cell: (channel) => channel.customName },
  { header: 'Quote type', cell: (channel) => quoteTypeLabel(channel.quoteType) },
  { header: 'Product', cell: productLabel },
  { header: 'Price', cell: (channel) => formatPrice(channel.price) },
  { header: 'Status', cell: (channel) => <ChannelStatusChip {...channel} /> },
];
