import { z } from 'zod';
import { NOTIFICATION_MESSAGES as M } from '@client-admin/domain/app-shell-messages';
import { isClientStatus } from '@client-admin/domain/client-status';
import { NOTIFICATION_INTERVAL_TYPES } from '@client-admin/domain/notification-display';
import { NOTIFICATION_VISIBILITIES } from '@client-admin/domain/notification-audience';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import { operation } from './call-table';
import { booleanQuery } from './common';
import { notificationCalls } from './notifications.calls';
import { idParam, integer, LENGTHS, MAX_INTEGER, text } from './schema-builders';

export const NOTIFICATION_TYPES = ['Banner', 'Dialog', 'Tray'] as const;
export const NOTIFICATION_ALERT_TYPES = ['info', 'warning', 'error', 'success'] as const;

const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });
const isWebUrl = (value: string) => webUrl.safeParse(value).success;

const notificationFields = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: M.typeRequired }),
  alertType: z.enum(NOTIFICATION_ALERT_TYPES, { error: M.alertTypeRequired }),
  headline: text({
    max: 200,
    trim: true,
    error: M.headlineRequired,
    tooLong: M.headlineTooLong,
  }).min(1, M.headlineRequired),
  /** Rich HTML; the API sanitizes it before storing. */
  content: text({ max: LENGTHS.document, tooLong: M.contentTooLong }).default(''),
  /** Optional click-through; '' and null mean none. */
  url: text({ max: LENGTHS.url, trim: true, tooLong: M.urlInvalid })
    .refine((v) => v === '' || isWebUrl(v), M.urlInvalid)
    .nullish(),
  intervalType: z.enum(NOTIFICATION_INTERVAL_TYPES, { error: M.intervalTypeRequired }),
  interval: integer({ min: 1, max: 1000, message: M.intervalInvalid }),
  startDate: z.iso.datetime({ offset: true, error: M.startDateInvalid }),
  endDate: z.iso.datetime({ offset: true, error: M.endDateInvalid }),
  visibility: z.enum(NOTIFICATION_VISIBILITIES, { error: M.visibilityRequired }),
  /** The states (State) or client statuses (Status) targeted; ignored for other visibilities. */
  visibilityValues: z
    .array(text({ max: LENGTHS.code, trim: true }))
    .max(100)
    .default([]),
});

type NotificationFields = z.infer<typeof notificationFields>;

function checkRangeAndAudience(value: NotificationFields, ctx: z.RefinementCtx) {
  if (Date.parse(value.endDate) <= Date.parse(value.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  }
  const path = ['visibilityValues'];
  if (value.visibility === 'State') {
    if (value.visibilityValues.length === 0)
      ctx.addIssue({ code: 'custom', path, message: M.statesRequired });
    else if (!value.visibilityValues.every(isUsStateAbbreviation))
      ctx.addIssue({ code: 'custom', path, message: M.unknownState });
  }
  if (value.visibility === 'Status') {
    if (value.visibilityValues.length === 0)
      ctx.addIssue({ code: 'custom', path, message: M.statusesRequired });
    else if (!value.visibilityValues.every(isClientStatus))
      ctx.addIssue({ code: 'custom', path, message: M.unknownStatus });
  }
}

/** POST /api/notification. */
export const createNotificationRequest = notificationFields.superRefine(checkRangeAndAudience);
export type CreateNotificationRequest = z.input<typeof createNotificationRequest>;

/** PUT /api/notification: the whole notification, with its id. */
export const updateNotificationRequest = notificationFields
  .extend({ id: integer({ min: 1, max: MAX_INTEGER, message: M.notFound }) })
  .superRefine(checkRangeAndAudience);
export type UpdateNotificationRequest = z.input<typeof updateNotificationRequest>;

/** One notification as both lists return it (seed 000 §3 Notification). */
export const notification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  alertType: z.enum(NOTIFICATION_ALERT_TYPES),
  headline: z.string(),
  content: z.string(),
  url: z.string().nullable(),
  intervalType: z.enum(NOTIFICATION_INTERVAL_TYPES),
  interval: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  visibility: z.enum(NOTIFICATION_VISIBILITIES),
  visibilityValues: z.array(z.string()),
  /** The date range has ended. */
  isExpired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const notificationList = z.array(notification);

/** GET /api/notification/admin?includeExpired=true */
export const notificationAdminQuery = z.object({ includeExpired: booleanQuery.optional() });

/** GET /api/notification: staff may name the client (or send the clientid header). */
export const clientNotificationsQuery = z.object({ clientId: idParam.optional() });

export const notificationIdParams = z.object({ id: idParam });

export const notificationOperations = {
  listAdminNotifications: operation(notificationCalls.listAdminNotifications, {
    query: notificationAdminQuery,
    response: notificationList,
  }),
  listClientNotifications: operation(notificationCalls.listClientNotifications, {
    query: clientNotificationsQuery,
    response: notificationList,
  }),
  createNotification: operation(notificationCalls.createNotification, {
    body: createNotificationRequest,
    response: notification,
    status: 201,
  }),
  updateNotification: operation(notificationCalls.updateNotification, {
    body: updateNotificationRequest,
    response: notification,
  }),
  deleteNotification: operation(notificationCalls.deleteNotification, {
    params: notificationIdParams,
    response: z.null(),
    status: 204,
  }),
};
