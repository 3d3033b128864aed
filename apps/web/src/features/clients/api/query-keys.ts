import type { ClientLogsQuery, ClientSearchQuery } from '@client-admin/contracts/clients';

/**
 * Query keys of the clients area. What hangs off a client starts with the client's own key
 * (lib's `clientKey`: many features read the client), so refreshing it refreshes them all.
 */
export const clientKeys = {
  account: (clientId: number) => ['clients', clientId, 'account'] as const,
  logins: (clientId: number) => ['clients', clientId, 'logins'] as const,
  logs: (clientId: number, query: ClientLogsQuery) => ['clients', clientId, 'logs', query] as const,
  consentCompany: (clientId: number) => ['clients', clientId, 'consent-company'] as const,
  search: (query: ClientSearchQuery) => ['clients', 'search', query] as const,
  consentCompanies: ['consent-companies'] as const,
};
