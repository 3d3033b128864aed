/** Query keys of the notification screens; a change refreshes every list under `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  admin: (includeExpired: boolean) => ['notifications', 'admin', { includeExpired }] as const,
  forClient: (userId: string | undefined, clientId: number | null) =>
    ['notifications', 'client', userId, clientId] as const,
};
