import dayjs from 'dayjs';
import type { z } from 'zod';
import type {
  createNotificationRequest,
  CreateNotificationRequest,
  Notification,
} from '@client-admin/contracts/notifications';
import { visibilityNeedsValues } from '@client-admin/domain/notification-audience';

/** What the form edits: the request's fields, dates as native datetime-local values. */
export interface NotificationFormValues {
  type: Notification['type'];
  alertType: Notification['alertType'];
  headline: string;
  content: string;
  url: string;
  intervalType: Notification['intervalType'];
  interval: number;
  /** 'YYYY-MM-DDTHH:mm' in the browser's time zone. */
  startDate: string;
  endDate: string;
  visibility: Notification['visibility'];
  visibilityValues: string[];
}

export type NotificationRequestValues = z.output<typeof createNotificationRequest>;

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A datetime-local value as an ISO instant with the browser's offset; bad input passes as is. */
export function localToIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return local;
  const value = dayjs(local);
  return value.isValid() ? value.format('YYYY-MM-DDTHH:mm:ssZ') : local;
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function isoToLocal(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format(LOCAL_FORMAT) : '';
}

/** A new notification: a week-long info banner for everyone, from now. */
export function newNotificationValues(now: Date): NotificationFormValues {
  const start = dayjs(now).second(0).millisecond(0);
  return {
    type: 'Banner',
    alertType: 'info',
    headline: '',
    content: '',
    url: '',
    intervalType: 'DateRange',
    interval: 1,
    startDate: start.format(LOCAL_FORMAT),
    endDate: start.add(7, 'day').format(LOCAL_FORMAT),
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
    startDate: isoToLocal(notification.startDate),
    endDate: isoToLocal(notification.endDate),
    visibility: notification.visibility,
    visibilityValues: [...notification.visibilityValues],
  };
}

/** The request body the contract's schema validates. */
export function toRequest(values: NotificationFormValues): CreateNotificationRequest {
  return {
    ...values,
    url: values.url.trim() === '' ? null : values.url.trim(),
    startDate: localToIso(values.startDate),
    endDate: localToIso(values.endDate),
    visibilityValues: visibilityNeedsValues(values.visibility) ? values.visibilityValues : [],
  };
}
