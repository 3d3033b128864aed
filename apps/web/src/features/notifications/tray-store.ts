import { useSyncExternalStore } from 'react';
import type { Notification } from '@client-admin/contracts/notifications';

/**
 * The tray notifications of the signed-in user (seed 000 §2.3), written by the lazily loaded
 * notification center and read by the header's bell. Kept tiny and free of zod: the header is on
 * the first route.
 */
export type TrayNotification = Pick<
  Notification,
  'id' | 'headline' | 'content' | 'alertType' | 'url'
>;

interface TrayState {
  items: TrayNotification[];
  /** The tray item the user opened (shown in a dialog by the notification center). */
  opened: TrayNotification | null;
}

let state: TrayState = { items: [], opened: null };
const listeners = new Set<() => void>();

function update(next: Partial<TrayState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const sameItems = (a: TrayNotification[], b: TrayNotification[]) =>
  a.length === b.length &&
  a.every((item, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      item.id === other.id &&
      item.headline === other.headline &&
      item.content === other.content &&
      item.alertType === other.alertType &&
      item.url === other.url
    );
  });

export const trayStore = {
  getState: (): TrayState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setItems(items: TrayNotification[]) {
    if (!sameItems(items, state.items)) update({ items });
  },
  open(item: TrayNotification) {
    update({ opened: item });
  },
  close() {
    if (state.opened) update({ opened: null });
  },
  reset() {
    update({ items: [], opened: null });
  },
};

export function useTrayItems(): TrayNotification[] {
  return useSyncExternalStore(trayStore.subscribe, () => state.items);
}

export function useOpenedTrayItem(): TrayNotification | null {
  return useSyncExternalStore(trayStore.subscribe, () => state.opened);
}
