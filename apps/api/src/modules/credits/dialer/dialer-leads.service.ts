import type {
  DialerFilter,
  DialerLeadResponse,
  LeadCreditDetail,
} from '@client-admin/contracts/credits';
import { productOfLeadType } from '@client-admin/domain/credits/credit-constants';
import { creditRateSince } from '@client-admin/domain/credits/credit-eligibility';
import { toCents } from '@client-admin/domain/money';
import type { Database } from '../../../db/database';
import { toLeadCreditDetail } from '../lead-credits/lead-credits-mapper';
import { countPending, oldestPending, type DialerCriteria } from './dialer.repository';

/** The credit dialer's lead (decision 0044): the oldest pending credit its filter matches. */

const centsOf = (dollars: number | undefined) =>
  dollars === undefined ? undefined : toCents(dollars);

function criteriaOf(query: DialerFilter, now: Date): DialerCriteria {
  return {
    lowCR: query.lowCR,
    highCR: query.highCR,
    lowCostCents: centsOf(query.lowCost),
    highCostCents: centsOf(query.highCost),
    creditReason: query.creditReason,
    // An empty box filters nothing.
    parentCompany: query.parentCompany || undefined,
    productTypeId: query.leadType === undefined ? undefined : productOfLeadType(query.leadType),
    clientId: query.clientId,
    rateSince: creditRateSince(now),
  };
}

/** GET /api/leads/getCreditDialerLead: null when no pending credit matches. */
export async function getDialerLead(
  db: Database,
  query: DialerFilter,
  now: Date = new Date(),
): Promise<DialerLeadResponse> {
  return db.transaction(async (tx) => {
    const row = await oldestPending(tx, criteriaOf(query, now));
    const lead: LeadCreditDetail | null = row ? toLeadCreditDetail(row) : null;
    return { lead };
  });
}

/** GET /api/leads/getCreditDialerLeadCount. */
export async function getDialerLeadCount(
  db: Database,
  query: DialerFilter,
  now: Date = new Date(),
): Promise<{ count: number }> {
  return db.transaction(async (tx) => ({ count: await countPending(tx, criteriaOf(query, now)) }));
}
