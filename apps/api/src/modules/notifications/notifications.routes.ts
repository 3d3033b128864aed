import type { FastifyInstance } from 'fastify';
import { notificationOperations as ops } from '@client-admin/contracts/notifications';
import { route } from '../../plugins/contract-route';
import { selectedClientId } from '../../plugins/selected-client';
import {
  createNotification,
  editNotification,
  listAdminNotifications,
  listClientNotifications,
  removeNotification,
} from './notifications.service';

export async function notificationsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.listAdminNotifications, ({ query }) =>
    listAdminNotifications(db, query.includeExpired ?? false),
  );

  route(app, ops.listClientNotifications, ({ user, request }) =>
    listClientNotifications(db, user, selectedClientId(request, user)),
  );

  route(app, ops.createNotification, ({ user, body }) => createNotification(db, user, body));

  route(app, ops.updateNotification, ({ user, body }) => editNotification(db, user, body));

  route(app, ops.deleteNotification, async ({ params }) => {
    await removeNotification(db, params.id);
    return null;
  });
}
