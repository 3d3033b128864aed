import type { Notification } from '@client-admin/contracts/notifications';
import type { NotificationRow } from './notifications.repository';

export function toNotification(row: NotificationRow, now: Date): Notification {
  return {
    id: row.id,
    type: row.type,
    alertType: row.alertType,
    headline: row.headline,
    content: row.content,
    url: row.url,
    intervalType: row.intervalType,
    interval: row.interval,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    visibility: row.visibility,
    visibilityValues: row.visibilityValues,
    isExpired: row.endDate.getTime() <= now.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
