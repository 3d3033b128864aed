import type { z } from 'zod';
import type {
  createNotificationRequest,
  CreateNotificationRequest,
  Notification,
} from '@client-admin/contracts/notifications';
import { visibilityNeedsValues } from '@client-admin/domain/notification-audience';
import { addWallDays, isoToWallTime, wallTimeToIso } from '../../../lib/wall-time';

/** What the form edits: the request's fields, dates as native datetime-local values. */
export interface NotificationFormValues {
  type: Notification['type'];
  alertType: Notification['alertType'];
  headline: string;
  content: string;
  url: string;
  intervalType: Notification['intervalType'];
  interval: number;
  /** 'YYYY-MM-DDTHH:mm', the portal's wall time (ET), whatever the browser's zone. */
  startDate: string;
  endDate: string;
  visibility: Notification['visibility'];
  visibilityValues: string[];
}

export type NotificationRequestValues = z.output<typeof createNotificationRequest>;

/** A new notification: a week-long info banner for everyone, from now. */
export function newNotificationValues(now: Date): NotificationFormValues {
  const start = isoToWallTime(now.toISOString());
  return {
    type: 'Banner',
    alertType: 'info',
    headline: '',
    content: '',
    url: '',
    intervalType: 'DateRange',
    interval: 1,
    startDate: start,
    endDate: addWallDays(start, 7),
    visibility: 'All',
    visibilityValues: [],
  };
}

export function toFormValues(notification: Notification): NotificationFormValues {
  return {
    type: notification.type,
    alertType: notification.alertType,
    headline: notification.headline,
    content: notification.content,
    url: notification.url ?? '',
    intervalType: notification.intervalType,
    interval: notification.interval,
    startDate: isoToWallTime(notification.startDate),
    endDate: isoToWallTime(notification.endDate),
    visibility: notification.visibility,
    visibilityValues: [...notification.visibilityValues],
  };
}

/** The request body the contract's schema validates. */
export function toRequest(values: NotificationFormValues): CreateNotificationRequest {
  return {
    ...values,
    url: values.url.trim() === '' ? null : values.url.trim(),
    startDate: wallTimeToIso(values.startDate),
    endDate: wallTimeToIso(values.endDate),
    visibilityValues: visibilityNeedsValues(values.visibility) ? values.visibilityValues : [],
  };
}
