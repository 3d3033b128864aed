import type { EmailHistoryQuery } from '@client-admin/contracts/email-history';

/** Query keys of the e-mail history; a client's start with the client's own key. */
export const emailHistoryKeys = {
  all: (clientId: number) => ['clients', clientId, 'email'] as const,
  history: (clientId: number, query: EmailHistoryQuery) =>
    ['clients', clientId, 'email', 'history', query] as const,
  status: (clientId: number) => ['clients', clientId, 'email', 'status'] as const,
  timeline: (clientId: number, messageId: number) =>
    ['clients', clientId, 'email', 'timeline', messageId] as const,
};
