import { newYorkDayKey, newYorkMonthKey, newYorkWeekKey } from './new-york-calendar';

/**
 * Re-display of a notification on one device (seed 000 §4).
 *
 * Days, weeks and months are New York calendar periods (America/New_York, weeks start on
 * Sunday), the product's business time zone, so every device of a client agrees on "a new day"
 * whatever its own clock zone.
 */
export const NOTIFICATION_INTERVAL_TYPES = ['DateRange', 'Daily', 'Weekly', 'Monthly'] as const;
export type NotificationIntervalType = (typeof NOTIFICATION_INTERVAL_TYPES)[number];

/** Seed 000 §9: the daily re-show gap is over one hour. */
export const DAILY_RESHOW_GAP_MS = 60 * 60 * 1000;

/** What the device remembers of one notification. */
export interface NotificationMeta {
  /** ISO instant of the last time it was shown; null when never seen. */
  lastSeen: string | null;
  seenCount: number;
  isDismissed: boolean;
}

export interface NotificationDisplayInput {
  intervalType: string;
  /** How many times it may be shown within its period (at least 1). */
  interval: number;
  meta: NotificationMeta | null;
  now: Date;
}

export interface NotificationDisplay {
  show: boolean;
  meta: NotificationMeta;
}

export const NEVER_SEEN: NotificationMeta = { lastSeen: null, seenCount: 0, isDismissed: false };

const shownAgain = (now: Date, seenCount: number): NotificationDisplay => ({
  show: true,
  meta: { lastSeen: now.toISOString(), seenCount, isDismissed: false },
});

/**
 * Whether to show the notification now, and the meta to remember. A notification on screen and
 * not yet dismissed keeps showing without counting again; a dismissed one comes back only when
 * its interval rule says so. Throws on an unknown intervalType.
 */
export function notificationDisplay(input: NotificationDisplayInput): NotificationDisplay {
  const { intervalType, interval, now } = input;
  if (!(NOTIFICATION_INTERVAL_TYPES as readonly string[]).includes(intervalType)) {
    throw new Error(`Unknown notification intervalType: ${intervalType}`);
  }
  const meta = input.meta ?? NEVER_SEEN;
  if (meta.lastSeen === null) return shownAgain(now, 1);
  if (!meta.isDismissed) return { show: true, meta };

  const lastSeen = new Date(meta.lastSeen);
  const hidden: NotificationDisplay = { show: false, meta };
  const belowCount = meta.seenCount < interval;
  const laterDay = newYorkDayKey(now) > newYorkDayKey(lastSeen);

  switch (intervalType as NotificationIntervalType) {
    case 'DateRange':
      return laterDay && belowCount ? shownAgain(now, meta.seenCount + 1) : hidden;
    case 'Daily': {
      if (laterDay) return shownAgain(now, 1);
      const gap = now.getTime() - lastSeen.getTime();
      return belowCount && gap > DAILY_RESHOW_GAP_MS ? shownAgain(now, meta.seenCount + 1) : hidden;
    }
    case 'Weekly':
      if (newYorkWeekKey(now) > newYorkWeekKey(lastSeen)) return shownAgain(now, 1);
      return laterDay && belowCount ? shownAgain(now, meta.seenCount + 1) : hidden;
    case 'Monthly': {
      if (newYorkMonthKey(now) > newYorkMonthKey(lastSeen)) return shownAgain(now, 1);
      const seenBeforeThisWeek = newYorkWeekKey(lastSeen) < newYorkWeekKey(now);
      return seenBeforeThisWeek && belowCount ? shownAgain(now, meta.seenCount + 1) : hidden;
    }
  }
}

/** The meta after the user closes the notification. */
export function dismissNotification(meta: NotificationMeta): NotificationMeta {
  return { ...meta, isDismissed: true };
}
