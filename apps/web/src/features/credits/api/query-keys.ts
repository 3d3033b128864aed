import type {
  DialerFilter,
  LeadCreditsFilter,
  TopReasonsQuery,
} from '@client-admin/contracts/credits';

/** Query keys of the credits screens, all under 'credits': a decision refreshes every one. */
export const creditsKeys = {
  all: () => ['credits'] as const,
  list: (query: LeadCreditsFilter) => ['credits', 'list', query] as const,
  detail: (id: number) => ['credits', 'detail', id] as const,
  topReasons: (query: TopReasonsQuery) => ['credits', 'top-reasons', query] as const,
  dialerLead: (filter: DialerFilter) => ['credits', 'dialer', 'lead', filter] as const,
  dialerCount: (filter: DialerFilter) => ['credits', 'dialer', 'count', filter] as const,
  callStatus: (phone: string) => ['dialer-call', phone] as const,
};
