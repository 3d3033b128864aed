import { isCorporate } from './client-types';
import type { ServiceType } from './quote-types';

/**
 * The {serviceType} of the channel paths. A CallCampaign is a call channel with state overrides,
 * for corporate clients only (seed 000 §2.1, seed 001 §2).
 */
export const CHANNEL_SERVICE_PARAMS = ['Web', 'Call', 'CallCampaign'] as const;
export type ChannelServiceParam = (typeof CHANNEL_SERVICE_PARAMS)[number];

export const serviceOfParam = (param: ChannelServiceParam): ServiceType =>
  param === 'Web' ? 'Web' : 'Call';

/** A path's {serviceType} in any case; null when absent or unknown. */
export function toServiceParam(value: string | undefined): ChannelServiceParam | null {
  const lower = value?.toLowerCase();
  return CHANNEL_SERVICE_PARAMS.find((param) => param.toLowerCase() === lower) ?? null;
}

/** The kinds of channel a client of this type may create. */
export function serviceParamsFor(clientType: string): readonly ChannelServiceParam[] {
  return isCorporate(clientType) ? CHANNEL_SERVICE_PARAMS : ['Web', 'Call'];
}

export const mayCreateChannelOf = (param: ChannelServiceParam, clientType: string): boolean =>
  serviceParamsFor(clientType).includes(param);

/** The path's {serviceType} when saving a saved channel: a corporate client's calls are campaigns. */
export function serviceParamOfChannel(
  serviceType: ServiceType,
  corporate: boolean,
): ChannelServiceParam {
  if (serviceType === 'Web') return 'Web';
  return corporate ? 'CallCampaign' : 'Call';
}
