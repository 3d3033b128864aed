import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationOperations } from '@client-admin/contracts/notifications';
import { callApi } from '../../../lib/call-api';
import { notificationKeys } from './query-keys';

export function getAdminNotifications(includeExpired: boolean, signal?: AbortSignal) {
  return callApi(notificationOperations.listAdminNotifications, {
    query: { includeExpired },
    signal,
  });
}

export const adminNotificationsQueryOptions = (includeExpired: boolean) =>
  queryOptions({
    queryKey: notificationKeys.admin(includeExpired),
    queryFn: ({ signal }) => getAdminNotifications(includeExpired, signal),
  });

export function useAdminNotifications(includeExpired: boolean) {
  return useQuery(adminNotificationsQueryOptions(includeExpired));
}
