import type { ChannelDiagnostics } from '@client-admin/contracts/lead-flow';
import { INTAKE_MESSAGES } from '@client-admin/domain/lead-flow/intake-messages';
import type { Ineligibility } from '@client-admin/domain/lead-flow/ineligibility';
import { ineligibilityMessage } from '@client-admin/domain/lead-flow/lead-flow-messages';
import { leadsStoppedNow } from '@client-admin/domain/lead-flow/leads-stopped-now';
import type { Database } from '../../../db/database';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor } from '../../channels/channels.public';
import { findClient } from '../../clients/clients.public';
import { OUTRANKED } from '../routing/decision-rows';
import { DECISION_RETENTION_DAYS } from './lead-decisions-purge.job';
import {
  countDecisions,
  countDecisionsSince,
  countLeadsOfKind,
  listMissed,
  type ChannelWindow,
} from './diagnostics.repository';

const SUMMARY_DAYS = 7;
const DAY_MS = 86_400_000;
/** A lead of its kind the channel was no candidate for: the candidate query's territory. */
const OUTSIDE: Ineligibility = { code: 'outsideTerritory' };

/** The words for a stored decision: the domain's message of its reason. */
function messageOf(reasonCode: string, details: Record<string, unknown>): string {
  if (reasonCode === OUTRANKED) return INTAKE_MESSAGES.outranked;
  return ineligibilityMessage({ ...details, code: reasonCode } as Ineligibility);
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * GET /api/LeadType/{id}/diagnostics, "Why am I not getting leads?" (decision 0030): what stops
 * every lead now, its pause first (issue 36), the last `count` leads of the channel's kind it did
 * not get, each with the first rule that excluded it (as decided at the time), and the last seven
 * days' reasons by count. 404 unknown, 403 another client's channel.
 */
export async function channelDiagnostics(
  db: Database,
  user: RequestUser,
  channelId: number,
  limit: number,
  now: Date = new Date(),
): Promise<ChannelDiagnostics> {
  return db.transaction(async (tx) => {
    const channel = await loadChannelFor(tx, user, channelId);
    const client = await findClient(tx, channel.clientId);
    const stoppedBy = leadsStoppedNow(channel, client?.status ?? '', now).map((reason) => ({
      reasonCode: reason.code,
      message: ineligibilityMessage(reason),
    }));
    const kind = { channelId, productTypeId: channel.productTypeId, quoteType: channel.quoteType };
    const retained = new Date(now.getTime() - DECISION_RETENTION_DAYS * DAY_MS);
    const week: ChannelWindow = { ...kind, since: new Date(now.getTime() - SUMMARY_DAYS * DAY_MS) };
    const missed = await listMissed(
      tx,
      { ...kind, since: retained, undecidedSince: channel.createdAt },
      limit,
    );
    // Leads of its kind it was no candidate for: counted from when the channel existed.
    const outsideFrom = later(week.since, channel.createdAt);
    const outside = Math.max(
      0,
      (await countLeadsOfKind(tx, { ...kind, since: outsideFrom })) -
        (await countDecisionsSince(tx, channelId, outsideFrom)),
    );
    const decided = await countDecisions(tx, week);
    const reasons = decided
      .filter((r) => r.reasonCode !== null)
      .map((r) => ({
        reasonCode: r.reasonCode!,
        message: messageOf(r.reasonCode!, r.details),
        count: r.count,
      }));
    if (outside > 0) {
      reasons.push({
        reasonCode: OUTSIDE.code,
        message: ineligibilityMessage(OUTSIDE),
        count: outside,
      });
    }
    return {
      channelId,
      stoppedBy,
      missed: missed.map((m) => {
        const reasonCode = m.reasonCode ?? OUTSIDE.code;
        return {
          leadId: m.leadId,
          receivedAt: m.receivedAt.toISOString(),
          quoteType: m.quoteType,
          stateAbbreviation: m.stateAbbreviation,
          county: m.county,
          reasonCode,
          message: m.reasonCode
            ? messageOf(m.reasonCode, m.details ?? {})
            : ineligibilityMessage(OUTSIDE),
        };
      }),
      lastSevenDays: {
        from: week.since.toISOString(),
        leadsSeen: decided.reduce((sum, r) => sum + r.count, 0) + outside,
        leadsBought: decided.find((r) => r.reasonCode === null)?.count ?? 0,
        reasons: reasons.sort(
          (a, b) => b.count - a.count || a.reasonCode.localeCompare(b.reasonCode),
        ),
      },
    };
  });
}
