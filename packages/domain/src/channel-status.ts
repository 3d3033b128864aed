/** Channel statuses that count as active (seed 001 §3). */
export const ACTIVE_CHANNEL_STATUSES = [
  'ACTIVE',
  'DAY CAP',
  'WEEKLY_CAP',
  'DAYCAPPED',
  'WEEKCAPPED',
] as const;

export const CHANNEL_STATUS = { ACTIVE: 'ACTIVE', PAUSE: 'PAUSE' } as const;

/**
 * The statuses the routing sets when a sale reaches a cap, until the client's next local day or
 * week (decision 0047); the seeds' other spellings of a cap ('DAY CAP', 'WEEKLY_CAP') are set by
 * nothing of ours.
 */
export const CAP_STATUSES = ['DAYCAPPED', 'WEEKCAPPED'] as const;
export type CapStatus = (typeof CAP_STATUSES)[number];

/** A new channel stays incomplete while its name begins with this (seed 001 §4). */
export const INCOMPLETE_CHANNEL_PREFIX = 'INCOMPLETE';

/** The seeds write "Active" and "ACTIVE" alike, so the check ignores case. */
export function isActiveChannel(status: string): boolean {
  const upper = status.toUpperCase();
  return (ACTIVE_CHANNEL_STATUSES as readonly string[]).includes(upper);
}

/** DAYCAPPED or WEEKCAPPED, as the routing writes them. */
export function isCapStatus(status: string | null | undefined): status is CapStatus {
  return (CAP_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

export function isIncompleteChannelName(name: string | null | undefined): boolean {
  return (name ?? '').startsWith(INCOMPLETE_CHANNEL_PREFIX);
}

/**
 * How a channel's status reads at a glance (issue 36): receiving leads, held by a cap until the
 * next day or week, paused, or not active. Every status chip takes its colour from this.
 */
export type ChannelStatusTone = 'active' | 'capped' | 'paused' | 'inactive';

const CAPPED_SPELLINGS: readonly string[] = ['DAYCAPPED', 'WEEKCAPPED', 'DAY CAP', 'WEEKLY_CAP'];

export function channelStatusTone(status: string): ChannelStatusTone {
  const upper = status.toUpperCase();
  if (upper === CHANNEL_STATUS.ACTIVE) return 'active';
  if (CAPPED_SPELLINGS.includes(upper)) return 'capped';
  if (upper === CHANNEL_STATUS.PAUSE) return 'paused';
  return 'inactive';
}
