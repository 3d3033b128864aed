import type {
  CallLogFilter,
  DeadLettersFilter,
  MetricsQuery,
  WebTrackingFilter,
} from '@client-admin/contracts/leads';

/** Query keys of the leads screens; a client's under 'leads', a client-scoped root. */
export const leadsKeys = {
  forClient: (clientId: number) => ['leads', clientId] as const,
  calls: (clientId: number, query: CallLogFilter) => ['leads', clientId, 'calls', query] as const,
  webLeads: (clientId: number, query: WebTrackingFilter) =>
    ['leads', clientId, 'web', query] as const,
  lead: (id: number, leadType: string | undefined) => ['lead', id, leadType ?? ''] as const,
  packet: (sessionId: number) => ['lead', sessionId, 'packet'] as const,
  callPacket: (sid: string) => ['lead-call', sid, 'packet'] as const,
  notes: (sessionId: number) => ['lead', sessionId, 'notes'] as const,
  recording: (sid: string) => ['lead-call', sid, 'recording'] as const,
  metrics: (clientId: number, kind: 'call' | 'web', query: MetricsQuery) =>
    ['leads', clientId, 'metrics', kind, query] as const,
  creditEligibility: (clientId: number, leadType: string) =>
    ['leads', clientId, 'credit-eligibility', leadType] as const,
  deadLetters: (query: DeadLettersFilter) => ['dead-letters', query] as const,
  allDeadLetters: () => ['dead-letters'] as const,
};
