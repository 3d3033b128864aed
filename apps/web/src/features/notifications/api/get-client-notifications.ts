import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@client-admin/contracts/notifications';
import { notificationCalls } from '@client-admin/contracts/notifications.calls';
import { callWithoutSchema } from '../../../lib/call-api';
import { checkContract } from '../../../lib/contract-check';
import { notificationKeys } from './query-keys';

/**
 * The active notifications that reach the current client (client users: their own;
 * client-services staff: the selected client, named by the clientId header). Polled from the
 * first screen on: called without zod, its answer checked against the contract in development
 * and tests (decision 0026).
 */
export const clientNotificationsQueryOptions = (userId: string, clientId: number | null) =>
  queryOptions({
    queryKey: notificationKeys.forClient(userId, clientId),
    queryFn: async ({ signal }): Promise<Notification[]> =>
      checkContract(
        await callWithoutSchema(notificationCalls.listClientNotifications, { signal }),
        () =>
          import('@client-admin/contracts/notifications').then(
            (m) => m.notificationOperations.listClientNotifications.response,
          ),
      ),
  });

interface PollOptions {
  /** False while the tab is hidden or the user is inactive: no polling then. */
  active: boolean;
  intervalMs: number;
}

/** Polls the client's notifications every intervalMs while active; the next poll is the retry. */
export function useClientNotifications(
  userId: string,
  clientId: number | null,
  { active, intervalMs }: PollOptions,
) {
  return useQuery({
    ...clientNotificationsQueryOptions(userId, clientId),
    enabled: active,
    refetchInterval: active ? intervalMs : false,
    // Hidden tabs are handled by `active` itself.
    refetchIntervalInBackground: true,
    // Coming back after a pause asks at once.
    staleTime: 0,
    retry: false,
  });
}
