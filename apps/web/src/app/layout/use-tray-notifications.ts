/** A notification listed under the bell (seed 000 §2.3). */
export interface TrayNotification {
  id: number;
  headline: string;
  url?: string | null;
}

const none: TrayNotification[] = [];

/**
 * The tray notifications of the signed-in user. The notifications API is a later issue: this
 * hook is the single place that swaps the source.
 */
export function useTrayNotifications(): TrayNotification[] {
  return none;
}
