import type { LeadType } from '../leads/leads-constants';

/** Seed 002 §5: a lead credit request is decided once, approved or denied. */
export const CREDIT_STATUSES = ['Pending', 'Approved', 'Denied'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

/** Seed 002 §6: the pending credits list is paged by 10. */
export const LEAD_CREDITS_PAGE_SIZE = 10;

/** The pending credits list's sort keys; '-' means descending. Newest request first (seed 002 §6). */
export const LEAD_CREDIT_SORTS = [
  '-REQUEST_DATE',
  'REQUEST_DATE',
  '-PRICE',
  'PRICE',
  '-CLIENT',
  'CLIENT',
  '-REASON',
  'REASON',
] as const;
export type LeadCreditSort = (typeof LEAD_CREDIT_SORTS)[number];
export const DEFAULT_LEAD_CREDIT_SORT: LeadCreditSort = '-REQUEST_DATE';

/** How many reasons the top credit request reasons list shows. */
export const TOP_CREDIT_REASONS = 10;

/** The most credits one decision may approve or deny at once (a page of the list is at most 100). */
export const MAX_CREDITS_PER_DECISION = 100;

/** A client may ask for a lead's credit up to this many days after the lead was sold (decision 0044). */
export const CREDIT_REQUEST_WINDOW_DAYS = 10;

/**
 * A client whose credited leads in the last CREDIT_RATE_DAYS reach this share of its sold leads
 * (percent) is not eligible for more credits until staff look at it (decision 0044).
 */
export const MAX_CREDIT_RATE_PERCENT = 25;
export const CREDIT_RATE_DAYS = 30;

/** The seed's product ids: 1 web leads, 2 call leads (the {product} of approvecredit). */
export const CREDIT_PRODUCTS = { 1: 'Web', 2: 'Call' } as const;
export type CreditProduct = keyof typeof CREDIT_PRODUCTS;

/** The product id of a lead type. */
export const productOfLeadType = (leadType: LeadType): CreditProduct =>
  leadType === CREDIT_PRODUCTS[2] ? 2 : 1;

/** The lead type of a lead's product id. */
export const leadTypeOfProduct = (productTypeId: number): LeadType =>
  productTypeId === 2 ? CREDIT_PRODUCTS[2] : CREDIT_PRODUCTS[1];

/** The credit dialer's call status (seed 002 §7: unknown when the status cannot be read). */
export const DIALER_CALL_STATUSES = [
  'unknown',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'no-answer',
  'failed',
] as const;
export type DialerCallStatus = (typeof DIALER_CALL_STATUSES)[number];
