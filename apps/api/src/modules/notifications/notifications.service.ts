import type {
  CreateNotificationRequest,
  Notification,
  UpdateNotificationRequest,
} from '@client-admin/contracts/notifications';
import { NOTIFICATION_MESSAGES } from '@client-admin/domain/app-shell-messages';
import {
  notificationReaches,
  visibilityNeedsValues,
} from '@client-admin/domain/notification-audience';
import type { Database } from '../../db/database';
import { clientNotFound, notFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import { sanitizeNotificationHtml } from './notification-html';
import { toNotification } from './notification-mapper';
import {
  deleteNotification,
  findAudienceClient,
  insertNotification,
  listActiveNotifications,
  listNotifications,
  updateNotification,
  type NotificationValues,
} from './notifications.repository';

/** GET /api/notification/admin */
export async function listAdminNotifications(
  db: Database,
  includeExpired: boolean,
  now = new Date(),
): Promise<Notification[]> {
  const rows = await db.transaction((tx) => listNotifications(tx, { includeExpired, now }));
  return rows.map((row) => toNotification(row, now));
}

/** GET /api/notification: the active ones that reach the client (only 'All' without one). */
export async function listClientNotifications(
  db: Database,
  user: RequestUser,
  clientId: number | null,
  now = new Date(),
): Promise<Notification[]> {
  if (clientId !== null) assertClientAccess(user, clientId);
  return db.transaction(async (tx) => {
    const client = clientId === null ? null : await findAudienceClient(tx, clientId);
    if (clientId !== null && !client) throw clientNotFound();
    const rows = await listActiveNotifications(tx, now);
    return rows
      .filter((row) => notificationReaches(row, client ?? null))
      .map((row) => toNotification(row, now));
  });
}

function toValues(
  request: CreateNotificationRequest | UpdateNotificationRequest,
  user: RequestUser,
): NotificationValues {
  return {
    type: request.type,
    alertType: request.alertType,
    headline: request.headline.trim(),
    content: sanitizeNotificationHtml(request.content ?? ''),
    url: request.url ? request.url.trim() : null,
    intervalType: request.intervalType,
    interval: request.interval,
    startDate: new Date(request.startDate),
    endDate: new Date(request.endDate),
    visibility: request.visibility,
    // Values left over from another visibility the form showed before are dropped.
    visibilityValues: visibilityNeedsValues(request.visibility)
      ? [...new Set(request.visibilityValues ?? [])]
      : [],
    updatedBy: user.email,
    updatedAt: new Date(),
  };
}

/** POST /api/notification */
export async function createNotification(
  db: Database,
  user: RequestUser,
  request: CreateNotificationRequest,
): Promise<Notification> {
  const values = toValues(request, user);
  const row = await db.transaction((tx) =>
    insertNotification(tx, { ...values, createdBy: user.email }),
  );
  return toNotification(row, new Date());
}

/** PUT /api/notification (the body carries the id). */
export async function editNotification(
  db: Database,
  user: RequestUser,
  request: UpdateNotificationRequest,
): Promise<Notification> {
  const values = toValues(request, user);
  const row = await db.transaction((tx) => updateNotification(tx, request.id, values));
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return toNotification(row, new Date());
}

/** DELETE /api/notification/{id} */
export async function removeNotification(db: Database, id: number): Promise<void> {
  const deleted = await db.transaction((tx) => deleteNotification(tx, id));
  if (!deleted) throw notFound(NOTIFICATION_MESSAGES.notFound);
}
