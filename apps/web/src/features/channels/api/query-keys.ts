import { sharedQueryKeys } from '../../../lib/shared-query-keys';

/** Query keys of the channel screens, so a save in one screen refreshes the others. */
export const channelKeys = {
  all: ['channels'] as const,
  forClient: (clientId: number) => ['channels', 'client', clientId] as const,
  list: (clientId: number) => ['channels', 'client', clientId, 'list'] as const,
  counts: (clientId: number) => ['channels', 'client', clientId, 'counts'] as const,
  detail: (channelId: number) => ['channels', 'detail', channelId] as const,
  restrictions: (channelId: number) => ['channels', 'detail', channelId, 'restrictions'] as const,
  capsMin: (channelId: number) => ['channels', 'detail', channelId, 'caps-min'] as const,
  schedule: (channelId: number) => ['channels', 'detail', channelId, 'schedule'] as const,
  filters: (channelId: number) => ['channels', 'detail', channelId, 'filters'] as const,
  filtersFor: (channelId: number, callType: string) =>
    ['channels', 'detail', channelId, 'filters', callType] as const,
  dashboard: (clientId: number) => ['channels', 'client', clientId, 'dashboard'] as const,
  draft: (clientId: number, serviceType: string) =>
    ['channels', 'client', clientId, 'new', serviceType] as const,
  /** The filter types a signup's channel may carry (no channel yet). */
  signupFilterTypes: () => ['channels', 'signup', 'filter-types'] as const,
  signupDraft: (serviceType: string, parentCompany: string, clientType: string) =>
    ['channels', 'signup', 'new', serviceType, parentCompany, clientType] as const,
  quoteTypes: (clientId: number | null, parentCompany: string | null, serviceType: string) =>
    ['channels', 'client', clientId, 'quote-types', parentCompany, serviceType] as const,
  crmTargets: (clientId: number) => ['channels', 'client', clientId, 'crm-targets'] as const,
  diagnostics: (channelId: number) => ['channels', 'detail', channelId, 'diagnostics'] as const,
  changes: (channelId: number, kind: string) =>
    ['channels', 'detail', channelId, 'changes', kind] as const,
  packages: (...parts: (string | number)[]) =>
    [...sharedQueryKeys.channelPackages, ...parts] as const,
};
