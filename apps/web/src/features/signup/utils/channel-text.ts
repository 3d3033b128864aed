import type { GeoMap } from '@client-admin/contracts/channels';
import { channelName, isChannelComplete } from '@client-admin/domain/channel-completeness';
import type { ServiceType } from '@client-admin/domain/quote-types';
import type { SignupChannel } from './signup-form-values';

/** The name the server will give the channel (INCOMPLETE ... while it lacks a part). */
export function localChannelName(channel: SignupChannel): string {
  const serviceType: ServiceType = channel.serviceType === 'Web' ? 'Web' : 'Call';
  const complete = isChannelComplete({ serviceType, ...channel.channel });
  return channelName(channel.channel.quoteType, serviceType, complete);
}

/** A channel's territory in words: its states, zips and counties. */
export function territoryText(geoMaps: readonly GeoMap[]): string {
  const states = geoMaps.filter((g) => g.type === 'State').map((g) => g.stateAbbreviation);
  const zips = geoMaps.filter((g) => g.type === 'ZipCode').map((g) => g.zipCode ?? '');
  const counties = geoMaps.filter((g) => g.type === 'County');
  const parts = [
    states.length ? states.join(', ') : '',
    zips.length ? `zips ${zips.join(', ')}` : '',
    counties.length ? `${counties.length} ${counties.length === 1 ? 'county' : 'counties'}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'No territory yet';
}

/** A channel's weekly cap in words. */
export function weeklyCapText(channel: SignupChannel['channel']): string {
  const weekly = channel.dayCapSchedule?.weekly;
  return weekly === undefined || weekly === null || weekly < 0 ? 'Unlimited' : `${weekly} a week`;
}
