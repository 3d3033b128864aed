/** Cancellation rules of decision 0039. */

/** A cancellation may be scheduled at most this many days after today. */
export const CANCELLATION_MAX_DAYS_AHEAD = 90;

/** A cancellation's life: scheduled, then withdrawn (cancelled) or applied (done). */
export const CANCELLATION_STATES = ['scheduled', 'cancelled', 'done'] as const;
export type CancellationState = (typeof CANCELLATION_STATES)[number];
