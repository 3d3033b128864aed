/** Seed 002 §9: pending signups are listed 100 a page, the latest update first. */
export const PENDING_SIGNUPS_PAGE_SIZE = 100;
/** How long a mailed contract link may be used (ours: two weeks, as a quote stays valid). */
export const CONTRACT_LINK_DAYS = 14;
