/** Channel statuses that count as active (seed 001 §3). */
export const ACTIVE_CHANNEL_STATUSES = [
  'ACTIVE',
  'DAY CAP',
  'WEEKLY_CAP',
  'DAYCAPPED',
  'WEEKCAPPED',
] as const;

export const CHANNEL_STATUS = { ACTIVE: 'ACTIVE', PAUSE: 'PAUSE' } as const;

/** A new channel stays incomplete while its name begins with this (seed 001 §4). */
export const INCOMPLETE_CHANNEL_PREFIX = 'INCOMPLETE';

/** The seeds write "Active" and "ACTIVE" alike, so the check ignores case. */
export function isActiveChannel(status: string): boolean {
  const upper = status.toUpperCase();
  return (ACTIVE_CHANNEL_STATUSES as readonly string[]).includes(upper);
}

export function isIncompleteChannelName(name: string | null | undefined): boolean {
  return (name ?? '').startsWith(INCOMPLETE_CHANNEL_PREFIX);
}
