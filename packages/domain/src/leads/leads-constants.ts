/** Seed 001 §9: the call log, the web lead list and lead tracking are paged by 10. */
export const LEADS_PAGE_SIZE = 10;

/** The longest range a lead list or metrics call may cover (issue 17): one year, leap day included. */
export const MAX_RANGE_DAYS = 366;

/** Seed 001 §7: the call log's sort keys; '-' means descending. Newest delivery first by default. */
export const CALL_LOG_SORTS = [
  '-DELIVERY_DATETIME_UTC',
  'DELIVERY_DATETIME_UTC',
  '-DURATION',
  'DURATION',
  '-PRICE',
  'PRICE',
  '-STATUS',
  'STATUS',
] as const;
export type CallLogSort = (typeof CALL_LOG_SORTS)[number];
export const DEFAULT_CALL_LOG_SORT: CallLogSort = '-DELIVERY_DATETIME_UTC';

/** The web lead list (lead tracking) sort keys: latest delivery first by default. */
export const WEB_LEAD_SORTS = [
  '-DELIVERY_DATETIME_UTC',
  'DELIVERY_DATETIME_UTC',
  '-PRICE',
  'PRICE',
  '-CHANNEL',
  'CHANNEL',
] as const;
export type WebLeadSort = (typeof WEB_LEAD_SORTS)[number];
export const DEFAULT_WEB_LEAD_SORT: WebLeadSort = '-DELIVERY_DATETIME_UTC';

/** Seed 001 §2: the call log's auto refresh, in seconds; 0 (off) by default, kept on the device. */
export const AUTO_REFRESH_SECONDS = [0, 15, 30, 60, 300] as const;
export const DEFAULT_AUTO_REFRESH_SECONDS = 0;

/** A lead's kind in the detail URL's leadType: the seed's service types. */
export const LEAD_TYPES = ['Web', 'Call'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The spec's Ongoing call status: a call still connected to the client (seed 001 §2). */
export const ONGOING_STATUS = 'Ongoing';
