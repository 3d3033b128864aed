import { sharedQueryKeys } from '../../../lib/shared-query-keys';

/** Query keys of the channel screens, so a save in one screen refreshes the others. */
export const channelKeys = {
  all: ['channels'] as const,
  forClient: (clientId: number) => ['channels', 'client', clientId] as const,
  list: (clientId: number) => ['channels', 'client', clientId, 'list'] as const,
  counts: (clientId: number) => ['channels', 'client', clientId, 'counts'] as const,
  detail: (channelId: number) => ['channels', 'detail', channelId] as const,
  filters: (channelId: number) => ['channels', 'detail', channelId, 'filters'] as const,
  changes: (channelId: number, kind: string) =>
    ['channels', 'detail', channelId, 'changes', kind] as const,
  packages: (...parts: (string | number)[]) =>
    [...sharedQueryKeys.channelPackages, ...parts] as const,
};
