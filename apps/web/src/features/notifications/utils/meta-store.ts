import { useSyncExternalStore } from 'react';
import {
  dismissNotification,
  notificationDisplay,
  type NotificationMeta,
} from '@client-admin/domain/notification-display';

/**
 * What this device remembers of each notification (seed 000 §3: lastSeen, seenCount,
 * isDismissed), in localStorage under one key per user, keyed by notification id inside.
 * The rules themselves are the domain's notificationDisplay and dismissNotification.
 */
export type MetaMap = Readonly<Record<string, NotificationMeta>>;

const PREFIX = 'client-admin.notification-meta.';
/** Old entries beyond this many are dropped (oldest lastSeen first). */
const MAX_ENTRIES = 200;
const empty: MetaMap = {};

const cache = new Map<string, MetaMap>();
const listeners = new Set<() => void>();

const storageKey = (userKey: string) => `${PREFIX}${userKey}`;

function isMeta(value: unknown): value is NotificationMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Record<string, unknown>;
  return (
    (meta.lastSeen === null || typeof meta.lastSeen === 'string') &&
    typeof meta.seenCount === 'number' &&
    typeof meta.isDismissed === 'boolean'
  );
}

function load(userKey: string): MetaMap {
  const cached = cache.get(userKey);
  if (cached) return cached;
  let metas: MetaMap = empty;
  try {
    const raw = localStorage.getItem(storageKey(userKey));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      metas = Object.fromEntries(Object.entries(parsed).filter(([, value]) => isMeta(value)));
    }
  } catch {
    // Unreadable storage: start afresh rather than hide or repeat everything forever.
  }
  cache.set(userKey, metas);
  return metas;
}

function prune(metas: Record<string, NotificationMeta>): Record<string, NotificationMeta> {
  const entries = Object.entries(metas);
  if (entries.length <= MAX_ENTRIES) return metas;
  entries.sort(([, a], [, b]) => (b.lastSeen ?? '').localeCompare(a.lastSeen ?? ''));
  return Object.fromEntries(entries.slice(0, MAX_ENTRIES));
}

function save(userKey: string, metas: Record<string, NotificationMeta>) {
  const kept = prune(metas);
  cache.set(userKey, kept);
  try {
    localStorage.setItem(storageKey(userKey), JSON.stringify(kept));
  } catch (error) {
    console.error('Could not remember notification state on this device', error);
  }
  listeners.forEach((listener) => listener());
}

export interface DisplayCandidate {
  id: number;
  intervalType: string;
  interval: number;
}

const sameMeta = (a: NotificationMeta | undefined, b: NotificationMeta) =>
  a !== undefined &&
  a.lastSeen === b.lastSeen &&
  a.seenCount === b.seenCount &&
  a.isDismissed === b.isDismissed;

export const metaStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: load,
  /**
   * Runs the re-display rule for each notification at `now` and remembers the result. Afterwards a
   * notification shows exactly when its meta is not dismissed. A notification with an unknown
   * interval type is logged and stays hidden.
   */
  evaluate(userKey: string, notifications: readonly DisplayCandidate[], now: Date) {
    const current = load(userKey);
    const next: Record<string, NotificationMeta> = { ...current };
    let changed = false;
    for (const notification of notifications) {
      const key = String(notification.id);
      try {
        const { meta } = notificationDisplay({
          intervalType: notification.intervalType,
          interval: notification.interval,
          meta: current[key] ?? null,
          now,
        });
        if (!sameMeta(current[key], meta)) {
          next[key] = meta;
          changed = true;
        }
      } catch (error) {
        console.error('Notification not shown', notification.id, error);
      }
    }
    if (changed) save(userKey, next);
  },
  dismiss(userKey: string, id: number) {
    const current = load(userKey);
    const meta = current[String(id)];
    if (!meta || meta.isDismissed) return;
    save(userKey, { ...current, [String(id)]: dismissNotification(meta) });
  },
  /** Tests only: forgets the in-memory copy (localStorage is read again). */
  clearCache() {
    cache.clear();
  },
};

/** The remembered metas of one user; re-renders when they change. */
export function useNotificationMetas(userKey: string): MetaMap {
  return useSyncExternalStore(metaStore.subscribe, () => load(userKey));
}

/** Shown now: evaluated on this device and not dismissed. */
export const isShown = (metas: MetaMap, id: number) => {
  const meta = metas[String(id)];
  return meta !== undefined && !meta.isDismissed;
};
