import { useTrayItems, type TrayNotification } from '../../features/notifications/tray-store';

/** A notification listed under the bell (seed 000 §2.3). */
export type { TrayNotification };

/**
 * The tray notifications of the signed-in user, as the notification center last polled them
 * (GET /api/notification, type Tray). Empty until the center has loaded.
 */
export function useTrayNotifications(): TrayNotification[] {
  return useTrayItems();
}
