import type { Routing } from '@client-admin/domain/lead-flow/route-lead';
import type { NewDecision } from './sales.repository';

/** The reason code of an eligible channel that did not buy (decision 0030). */
export const OUTRANKED = 'outranked';

/**
 * A routing decision as diagnostics rows: one per candidate, the buyers without a reason, the
 * eligible channels left out as 'outranked', the others with the first rule they failed.
 */
export function decisionRows(leadId: number, routing: Routing, decidedAt: Date): NewDecision[] {
  const row = (
    channelId: number,
    eligible: boolean,
    reasonCode: string | null,
    details: Record<string, unknown>,
  ): NewDecision => ({ leadId, channelId, eligible, reasonCode, details, decidedAt });
  return [
    ...routing.buyers.map((b) => row(b.channelId, true, null, { priceCents: b.priceCents })),
    ...routing.outranked.map((o) =>
      row(o.channelId, true, OUTRANKED, { priceCents: o.priceCents }),
    ),
    ...routing.ineligible.map(({ channelId, reason }) => {
      const { code, ...details } = reason;
      return row(channelId, false, code, details);
    }),
  ];
}
