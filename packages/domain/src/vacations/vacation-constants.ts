/** Vacation pause vocabulary (seed 001 §3, §9). */
export const VACATION_STATUSES = ['PENDING', 'ACTIVE', 'COMPLETED', 'CANCELED'] as const;
export type VacationStatus = (typeof VACATION_STATUSES)[number];

/** The pool of vacation hours, and the longest one pause may be. */
export const MAX_VACATION_HOURS = 720;

export const MS_PER_HOUR = 3_600_000;
