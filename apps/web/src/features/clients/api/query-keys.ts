import type { ClientLogsQuery, ClientSearchQuery } from '@client-admin/contracts/clients';
import type { OptionListName } from '@client-admin/contracts/options';

/**
 * Query keys of a client and what hangs off it. Several features read a client (the header,
 * the account page, channels), so its keys live here; refreshing `detail` refreshes them all.
 */
export const clientKeys = {
  detail: (clientId: number) => ['clients', clientId] as const,
  account: (clientId: number) => ['clients', clientId, 'account'] as const,
  logins: (clientId: number) => ['clients', clientId, 'logins'] as const,
  accountSchedule: (clientId: number) => ['clients', clientId, 'account-schedule'] as const,
  logs: (clientId: number, query: ClientLogsQuery) => ['clients', clientId, 'logs', query] as const,
  consentCompany: (clientId: number) => ['clients', clientId, 'consent-company'] as const,
  search: (query: ClientSearchQuery) => ['clients', 'search', query] as const,
  options: (list: OptionListName) => ['clients', 'options', list] as const,
  consentCompanies: ['consent-companies'] as const,
};
