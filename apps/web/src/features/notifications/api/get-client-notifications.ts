import { useQuery } from '@tanstack/react-query';
import { notificationOperations } from '@client-admin/contracts/notifications';
import { callQuery } from '../../../lib/call-query';
import { notificationKeys } from './query-keys';

/**
 * The active notifications that reach the current client (client users: their own;
 * client-services staff: the selected client, named by the clientId header).
 */
export const clientNotificationsQueryOptions = (userId: string, clientId: number | null) =>
  callQuery(
    notificationKeys.forClient(userId, clientId),
    notificationOperations.listClientNotifications,
    { query: {} },
  );

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
