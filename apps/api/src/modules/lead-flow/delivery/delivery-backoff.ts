/**
 * When a lead's e-mail is tried again (decision 0030): 1, 5, 15 and 60 minutes, then 4 hours;
 * after the sixth attempt the delivery is marked failed (the sale stands; staff resend it).
 */
const RETRY_MINUTES = [1, 5, 15, 60, 240] as const;
export const MAX_DELIVERY_ATTEMPTS = RETRY_MINUTES.length + 1;

/** The next attempt after attempt number `attempt` (1 = the first) starts now. */
export function retryAt(attempt: number, now: Date): Date {
  const minutes = RETRY_MINUTES[Math.min(attempt, RETRY_MINUTES.length) - 1] ?? 1;
  return new Date(now.getTime() + minutes * 60_000);
}
