/**
 * When a channel is complete, what the server names it, and what its status becomes on save
 * (seed 001 §4: "a new channel is incomplete while its name begins with INCOMPLETE").
 */
import { INCOMPLETE_CHANNEL_PREFIX } from './channel-status';
import { QUOTE_TYPE_LABELS, type ServiceType } from './quote-types';

export interface ChannelDeliveryParts {
  serviceType: ServiceType;
  packageId: string | null;
  geoMaps: readonly unknown[];
  emailDelivery: string;
  crmDelivery: readonly unknown[];
  phoneNumbers: readonly string[];
}

export type MissingChannelPart = 'package' | 'geoMaps' | 'delivery';

/** The addresses of an e-mail delivery: comma or semicolon separated, blanks ignored. */
export function emailDeliveryAddresses(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/** A web channel delivers by e-mail or CRM, a call channel to its phone numbers. */
export function missingChannelParts(channel: ChannelDeliveryParts): MissingChannelPart[] {
  const missing: MissingChannelPart[] = [];
  if (!channel.packageId) missing.push('package');
  if (channel.geoMaps.length === 0) missing.push('geoMaps');
  const delivers =
    channel.serviceType === 'Call'
      ? channel.phoneNumbers.length > 0
      : emailDeliveryAddresses(channel.emailDelivery).length > 0 || channel.crmDelivery.length > 0;
  if (!delivers) missing.push('delivery');
  return missing;
}

export const isChannelComplete = (channel: ChannelDeliveryParts): boolean =>
  missingChannelParts(channel).length === 0;

/** "<Quote type label> <Web|Call>", prefixed INCOMPLETE while parts are missing. */
export function channelName(quoteType: string, serviceType: ServiceType, complete: boolean) {
  const label = QUOTE_TYPE_LABELS[quoteType as keyof typeof QUOTE_TYPE_LABELS] ?? quoteType;
  const name = `${label} ${serviceType}`;
  return complete ? name : `${INCOMPLETE_CHANNEL_PREFIX} ${name}`;
}

/** An incomplete channel sells nothing: it waits as INACTIVE until its missing parts arrive. */
export const INCOMPLETE_CHANNEL_STATUS = 'INACTIVE';

/**
 * A new channel starts ACTIVE when complete, INACTIVE otherwise. On edit the status moves only
 * when completeness changes: becoming complete activates it, losing a part deactivates it; a
 * paused or capped channel otherwise keeps its status.
 */
export function statusAfterSave(
  previous: { status: string; complete: boolean } | null,
  complete: boolean,
): string {
  if (!previous) return complete ? 'ACTIVE' : INCOMPLETE_CHANNEL_STATUS;
  if (complete && !previous.complete) return 'ACTIVE';
  if (!complete && previous.complete) return INCOMPLETE_CHANNEL_STATUS;
  return previous.status;
}
