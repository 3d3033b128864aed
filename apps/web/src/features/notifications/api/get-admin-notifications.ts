import { useQuery } from '@tanstack/react-query';
import { notificationOperations } from '@client-admin/contracts/notifications';
import { callQuery } from '../../../lib/call-query';
import { notificationKeys } from './query-keys';

export const adminNotificationsQueryOptions = (includeExpired: boolean) =>
  callQuery(notificationKeys.admin(includeExpired), notificationOperations.listAdminNotifications, {
    query: { includeExpired },
  });

export function useAdminNotifications(includeExpired: boolean) {
  return useQuery(adminNotificationsQueryOptions(includeExpired));
}
