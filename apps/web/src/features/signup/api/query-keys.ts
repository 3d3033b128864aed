import type { PendingSignupsFilter } from './get-pending-signups';

/**
 * Query keys of the signup screens, all under 'signup' (not a client-scoped root: a signup has no
 * client until it is signed). Saving or deleting a signup refreshes the pending list.
 */
export const signupKeys = {
  all: () => ['signup'] as const,
  pending: (query: PendingSignupsFilter) => ['signup', 'pending', query] as const,
  pendingAll: () => ['signup', 'pending'] as const,
  detail: (id: number) => ['signup', 'detail', id] as const,
  promotions: (parentCompany: string) => ['signup', 'promotions', parentCompany] as const,
  parentProgram: (agencyEmail: string, parentCompany: string, zip: string, state: string) =>
    ['signup', 'parent-program', agencyEmail, parentCompany, zip, state] as const,
  /** A channel's territory estimate, by the request's body as text. */
  estimate: (body: string) => ['signup', 'estimate', body] as const,
  /** The routing's recent leads of a channel's territory and kind, by the request's body. */
  routingHistory: (body: string) => ['signup', 'routing-history', body] as const,
  signContract: (token: string) => ['signup', 'sign-contract', token] as const,
  contract: (clientId: number) => ['signup', 'contract', clientId] as const,
};
