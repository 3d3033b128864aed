import { signupChannel } from '@client-admin/contracts/signup';
import type { GeoMap } from '@client-admin/contracts/channels';
import {
  channelName,
  emailDeliveryAddresses,
  isChannelComplete,
} from '@client-admin/domain/channel-completeness';
import {
  DAY_CAP_DEFAULTS,
  recalculateForWeekly,
  toNamedDayCaps,
} from '@client-admin/domain/day-caps';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { hasWholeCents } from '@client-admin/domain/money';
import type { ServiceType } from '@client-admin/domain/quote-types';
import type { SignupChannel } from './signup-form-values';

/** The compact channel form of a signup: the fields sales set while signing a client up. */
export interface ChannelFormValues {
  serviceType: ServiceType;
  quoteType: string;
  /** '' while none is chosen. */
  packageId: string;
  price: string;
  /** State abbreviations the channel takes leads from. */
  states: string[];
  /** Zip codes, separated by commas, spaces or new lines. */
  zips: string;
  /** Leads a week; '' is unlimited. */
  weeklyCap: string;
  /** Web: the e-mail addresses leads are delivered to, comma separated. */
  emails: string;
  /** Call: the 10-digit phone numbers calls ring, comma separated. */
  phones: string;
}

export type ChannelFormField = keyof ChannelFormValues;

const MAX_WEEKLY_CAP = 1_000_000;

const splitList = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);

export const zipsOf = (value: string) => [...new Set(splitList(value))];
const phonesOf = (value: string) => splitList(value).map((phone) => phone.replace(/\D/g, ''));

/** The form's values for a channel of the signup, or for a new one. */
export function toChannelFormValues(channel: SignupChannel | null): ChannelFormValues {
  if (!channel) {
    return {
      serviceType: 'Web',
      quoteType: '',
      packageId: '',
      price: '',
      states: [],
      zips: '',
      weeklyCap: String(DAY_CAP_DEFAULTS.weekly),
      emails: '',
      phones: '',
    };
  }
  const { channel: c } = channel;
  const weekly = c.dayCapSchedule?.weekly;
  return {
    serviceType: channel.serviceType === 'Web' ? 'Web' : 'Call',
    quoteType: c.quoteType,
    packageId: c.packageId ?? '',
    price: String(c.price),
    states: c.geoMaps.filter((g) => g.type === 'State').map((g) => g.stateAbbreviation),
    zips: c.geoMaps
      .filter((g) => g.type === 'ZipCode' && g.zipCode)
      .map((g) => g.zipCode)
      .join(', '),
    weeklyCap: weekly === undefined || weekly === null || weekly < 0 ? '' : String(weekly),
    emails: c.emailDelivery,
    phones: c.phoneNumbers.join(', '),
  };
}

/** Each field's first fault, before anything is looked up; {} when the form is good. */
export function channelFormErrors(
  values: ChannelFormValues,
): Partial<Record<ChannelFormField, string>> {
  const errors: Partial<Record<ChannelFormField, string>> = {};
  if (!values.quoteType) errors.quoteType = 'Choose a quote type';
  const price = values.price.trim();
  if (price !== '') {
    const dollars = Number(price);
    if (!Number.isFinite(dollars) || dollars < 0) errors.price = 'Price must be 0 or more';
    else if (!hasWholeCents(dollars)) errors.price = 'Price may have at most two decimals';
  }
  const badZip = zipsOf(values.zips).find((zip) => !/^\d{5}$/.test(zip));
  if (badZip) errors.zips = `Zip codes have 5 digits: ${badZip}`;
  const cap = values.weeklyCap.trim();
  if (cap !== '' && !(/^\d+$/.test(cap) && Number(cap) <= MAX_WEEKLY_CAP)) {
    errors.weeklyCap = `Weekly cap must be a whole number up to ${MAX_WEEKLY_CAP}, or blank for unlimited`;
  }
  if (values.serviceType === 'Web') {
    if (emailDeliveryAddresses(values.emails).some((address) => !isValidEmail(address))) {
      errors.emails = INVALID_EMAIL_FORMAT;
    }
  } else if (phonesOf(values.phones).some((phone) => phone.length !== 10)) {
    errors.phones = 'Phone numbers have 10 digits';
  }
  return errors;
}

const stateGeo = (state: string): GeoMap => ({
  type: 'State',
  stateAbbreviation: state,
  county: null,
  zipCode: null,
});

/**
 * The signup's channel from the form: the fields the form shows replaced, any other field of an
 * edited channel (counties, filters, schedule ...) kept. `zipGeos` are the zips, looked up.
 */
export function toSignupChannel(
  values: ChannelFormValues,
  zipGeos: readonly GeoMap[],
  editing: SignupChannel | null,
  newKey: () => string,
): SignupChannel {
  const base = editing?.channel;
  const otherGeos = (base?.geoMaps ?? []).filter((g) => g.type === 'County');
  const cap = values.weeklyCap.trim();
  const web = values.serviceType === 'Web';
  const candidate = {
    key: editing?.key ?? newKey(),
    serviceType: values.serviceType,
    channel: {
      ...base,
      quoteType: values.quoteType,
      packageId: values.packageId || null,
      price: values.price.trim() === '' ? 0 : Number(values.price),
      geoMaps: [...values.states.map(stateGeo), ...zipGeos, ...otherGeos],
      dayCapSchedule: cap === '' ? null : toNamedDayCaps(recalculateForWeekly(Number(cap))),
      emailDelivery: web ? emailDeliveryAddresses(values.emails).join(', ') : '',
      phoneNumbers: web ? [] : phonesOf(values.phones),
    },
  };
  return signupChannel.parse(candidate);
}

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
