/** Query keys of the channel groups screen. */
export const channelGroupKeys = {
  all: ['channel-groups'] as const,
  forClient: (clientId: number) => ['channel-groups', 'client', clientId] as const,
  schedule: (groupId: number) => ['channel-groups', 'schedule', groupId] as const,
};
