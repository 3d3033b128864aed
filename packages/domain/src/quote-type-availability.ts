/**
 * Which quote types a user may pick for a new channel, and whether a call channel may be
 * created (seed 001 §5). Carrier codes are parent-company codes.
 */
import type { ClientType } from './client-types';
import type { QuoteType, ServiceType } from './quote-types';

export const CARRIERS = {
  AMBETTER: 'AMBETTER',
  USHA: 'USHA',
  ALLSTATE: 'ALLSTATE',
  COUNTRY: 'COUNTRYFIN',
  FARMERS: 'FARMERS',
  STATEFARM: 'STATEFARM',
} as const;

const HEALTH_CARRIERS: readonly string[] = [CARRIERS.AMBETTER, CARRIERS.USHA];
const PROPERTY_WEB_CARRIERS: readonly string[] = [
  CARRIERS.ALLSTATE,
  CARRIERS.COUNTRY,
  CARRIERS.FARMERS,
  CARRIERS.STATEFARM,
];

export interface QuoteTypeSubject {
  isStaff: boolean;
  clientType: ClientType;
  carrier: string | null;
  serviceType: ServiceType;
  /** The DisallowCalls flag for this client; an Error when the check failed. */
  disallowCalls: boolean | Error;
}

/** Country's call channels are for staff only; any other carrier unless DisallowCalls applies. */
export function canCreateCallChannel(
  subject: Pick<QuoteTypeSubject, 'isStaff' | 'carrier' | 'disallowCalls'>,
): boolean {
  if (subject.carrier === CARRIERS.COUNTRY) return subject.isStaff;
  // A failed flag check counts as disallowed.
  if (subject.disallowCalls instanceof Error) return false;
  return !subject.disallowCalls;
}

const withLife = (types: QuoteType[], isStaff: boolean): QuoteType[] =>
  isStaff ? [...types, 'life'] : types;

/**
 * The seeds list Web only for Allstate, Country, Farmers and State Farm; other carriers on Web
 * get the corporate list (every type but life, life for staff), our decision.
 */
export function availableQuoteTypes(subject: QuoteTypeSubject): QuoteType[] {
  const { isStaff, clientType, carrier, serviceType } = subject;
  if (carrier && HEALTH_CARRIERS.includes(carrier)) return ['medsupp', 'health'];
  if (serviceType === 'Call' && !canCreateCallChannel(subject)) return [];
  if (clientType === 'CORPORATE') {
    return withLife(['auto', 'home', 'renter', 'medsupp', 'health'], isStaff);
  }
  if (serviceType === 'Call') return withLife(['auto', 'home'], isStaff);
  if (carrier && PROPERTY_WEB_CARRIERS.includes(carrier)) {
    return withLife(['auto', 'home', 'renter'], isStaff);
  }
  return withLife(['auto', 'home', 'renter', 'medsupp', 'health'], isStaff);
}
