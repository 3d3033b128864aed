import type { ChannelServiceTypeParam } from '@client-admin/contracts/channels';

const BY_LOWER: Record<string, ChannelServiceTypeParam> = {
  web: 'Web',
  call: 'Call',
  callcampaign: 'CallCampaign',
};

/** The {serviceType} of the create route, in any case; null when absent or unknown. */
export function toServiceTypeParam(value: string | undefined): ChannelServiceTypeParam | null {
  return value ? (BY_LOWER[value.toLowerCase()] ?? null) : null;
}

/** The path's service type when saving a saved channel: call channels of corporate clients are campaigns. */
export function serviceTypeOfChannel(
  channel: { serviceType: 'Web' | 'Call' },
  isCorporate: boolean,
): ChannelServiceTypeParam {
  if (channel.serviceType === 'Web') return 'Web';
  return isCorporate ? 'CallCampaign' : 'Call';
}
