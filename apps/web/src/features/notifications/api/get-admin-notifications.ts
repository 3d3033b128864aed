import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationList, type Notification } from '@client-admin/contracts/notifications';
import { api } from '../../../lib/http';

/** GET /api/notification/admin?includeExpired= */
export function getAdminNotifications(
  includeExpired: boolean,
  signal?: AbortSignal,
): Promise<Notification[]> {
  return api('/api/notification/admin', {
    query: { includeExpired },
    schema: notificationList,
    signal,
  });
}

export const adminNotificationsQueryOptions = (includeExpired: boolean) =>
  queryOptions({
    queryKey: ['notifications', 'admin', { includeExpired }],
    queryFn: ({ signal }) => getAdminNotifications(includeExpired, signal),
  });

export function useAdminNotifications(includeExpired: boolean) {
  return useQuery(adminNotificationsQueryOptions(includeExpired));
}
