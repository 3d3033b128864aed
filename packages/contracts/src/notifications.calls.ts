import { ROLES } from '@client-admin/domain/roles';
import { callsOf } from './call-table';

const call = callsOf('notifications');

/** Client services and product admins write notifications (recorded in docs/decisions). */
const WRITERS = [ROLES.CLIENT_SERVICES, ROLES.PRODUCT_ADMIN];

/** Seed 000 §3 Notification: the admin screen's list and writes, and what a client sees. */
export const notificationCalls = {
  listAdminNotifications: call(
    'GET',
    '/api/notification/admin',
    'Every notification, for the admin screen',
    { roles: [...WRITERS, ROLES.PRODUCT] },
  ),
  listClientNotifications: call(
    'GET',
    '/api/notification',
    "The active notifications that reach the caller's client",
  ),
  createNotification: call('POST', '/api/notification', 'Create a notification', {
    roles: WRITERS,
  }),
  updateNotification: call(
    'PUT',
    '/api/notification',
    'Replace a notification (the body has its id)',
    {
      roles: WRITERS,
    },
  ),
  deleteNotification: call('DELETE', '/api/notification/{id}', 'Delete a notification', {
    roles: WRITERS,
  }),
};
