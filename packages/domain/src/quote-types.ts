import { PRODUCT_IDS } from './client-types';
/** Quote types a channel sells (seed 001 §1), with the labels the screens show. */
export const QUOTE_TYPE_LABELS = {
  auto: 'Auto',
  home: 'Home',
  renter: 'Renter',
  medsupp: 'Medicare Supplement',
  health: 'Health',
  life: 'Life',
} as const;
export type QuoteType = keyof typeof QUOTE_TYPE_LABELS;
export const QUOTE_TYPES = Object.keys(QUOTE_TYPE_LABELS) as QuoteType[];

export type ServiceType = 'Web' | 'Call';
export const SERVICE_TYPES: readonly ServiceType[] = ['Web', 'Call'];
/** Product ids by service type: 1 Web, 2 Call (seed 001 §9). */
export const PRODUCT_ID_BY_SERVICE: Record<ServiceType, 1 | 2> = {
  Web: PRODUCT_IDS.WEB,
  Call: PRODUCT_IDS.CALL,
};
