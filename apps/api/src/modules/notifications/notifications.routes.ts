import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientNotificationsQuery,
  createNotificationRequest,
  notification,
  notificationAdminQuery,
  notificationIdParams,
  notificationList,
  updateNotificationRequest,
} from '@client-admin/contracts/notifications';
import { currentUser } from '../../plugins/access';
import { selectedClientId } from '../../plugins/selected-client';
import {
  createNotification,
  editNotification,
  listAdminNotifications,
  listClientNotifications,
  removeNotification,
} from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/notification/admin',
    { schema: { querystring: notificationAdminQuery, response: { 200: notificationList } } },
    (request) =>
      listAdminNotifications(db, currentUser(request), request.query.includeExpired ?? false),
  );

  app.get(
    '/api/notification',
    { schema: { querystring: clientNotificationsQuery, response: { 200: notificationList } } },
    (request) => {
      const user = currentUser(request);
      return listClientNotifications(db, user, selectedClientId(request, user));
    },
  );

  app.post(
    '/api/notification',
    { schema: { body: createNotificationRequest, response: { 201: notification } } },
    async (request, reply) => {
      const created = await createNotification(db, currentUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/notification',
    { schema: { body: updateNotificationRequest, response: { 200: notification } } },
    (request) => editNotification(db, currentUser(request), request.body),
  );

  app.delete(
    '/api/notification/:id',
    { schema: { params: notificationIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeNotification(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
