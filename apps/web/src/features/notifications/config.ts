/**
 * Polling and inactivity settings of seed 000 §9 (one reading of a configuration the seeds do not
 * show). Each can be overridden at build time, e.g. VITE_NOTIFICATION_CHECK_MS=2000 for tests.
 */
function fromEnv(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

const env = import.meta.env as Record<string, unknown>;

/** How often GET /api/notification is polled. */
export const NOTIFICATION_CHECK_MS = fromEnv(env.VITE_NOTIFICATION_CHECK_MS, 60_000);
/** Without mouse, keyboard, touch or scroll for this long, the user counts as inactive. */
export const INACTIVE_USER_MS = fromEnv(env.VITE_INACTIVE_USER_MS, 120_000);
/** Activity events are handled at most once per this many milliseconds. */
export const ACTIVITY_THROTTLE_MS = fromEnv(env.VITE_ACTIVITY_THROTTLE_MS, 1_000);

export interface PollingConfig {
  checkMs: number;
  inactiveMs: number;
  throttleMs: number;
}

export const POLLING_CONFIG: PollingConfig = {
  checkMs: NOTIFICATION_CHECK_MS,
  inactiveMs: INACTIVE_USER_MS,
  throttleMs: ACTIVITY_THROTTLE_MS,
};
