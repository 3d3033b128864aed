import { lastDays, type DayRange } from '../day-range';

/**
 * A campaign summary's range (decision 0035): whole dates of the client's time zone, both ends
 * included, checked as the leads lists' ranges are (leads/lead-range); by default the last 30
 * days up to the client's today.
 */
export const CAMPAIGNS_PAGE_SIZE = 10;
export const DEFAULT_SUMMARY_DAYS = 30;

/** `today`: the client's local date, YYYY-MM-DD. */
export const defaultSummaryRange = (today: string): DayRange =>
  lastDays(today, DEFAULT_SUMMARY_DAYS);
