import type {
  LeadCreditDetail,
  LeadCreditsFilter,
  LeadCreditsResponse,
  TopReason,
  TopReasonsQuery,
} from '@client-admin/contracts/credits';
import { TOP_CREDIT_REASONS } from '@client-admin/domain/credits/credit-constants';
import { creditRateSince } from '@client-admin/domain/credits/credit-eligibility';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { defaultCreditFrom } from '@client-admin/domain/credits/credit-range';
import { creditReasonsMatching } from '@client-admin/domain/credits/credit-reasons';
import { instantsOfDays } from '@client-admin/domain/leads/lead-range';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../db/like-pattern';
import { notFound } from '../../../errors';
import { boundedPageMeta, pageOffset } from '../../clients/clients.public';
import { toLeadCreditDetail, toLeadCreditItem, toTopReason } from './lead-credits-mapper';
import {
  findCreditDetail,
  listCredits,
  topReasons,
  type CreditSearch,
} from './lead-credits.repository';

/** The staff's lead credit screens (decision 0044): the list, one credit, the top reasons. */

/** The request days of a query as instants; the last month by default (seed 002 §9). */
const requestRangeOf = (query: { from?: string | undefined; to?: string | undefined }, now: Date) =>
  instantsOfDays(query.from ?? defaultCreditFrom(now), query.to);

/** A search is a client id, or text in the client's name, the channel or the reason. */
function searchOf(text: string | undefined): CreditSearch | null {
  if (!text) return null;
  return {
    clientId: /^\d{1,9}$/.test(text) ? Number(text) : null,
    pattern: containsPattern(text),
    reasons: creditReasonsMatching(text),
  };
}

/** GET /api/LeadCredit: a page of one status's credits, newest request first by default. */
export async function getLeadCredits(
  db: Database,
  query: LeadCreditsFilter,
  now: Date = new Date(),
): Promise<LeadCreditsResponse> {
  return db.transaction(async (tx) => {
    const { rows, total } = await listCredits(tx, {
      status: query.status,
      ...requestRangeOf(query, now),
      search: searchOf(query.search),
      sortBy: query.sortBy,
      limit: query.pageSize,
      offset: pageOffset(query.pageNum, query.pageSize),
    });
    return {
      items: rows.map(toLeadCreditItem),
      metaData: boundedPageMeta(query.pageNum, query.pageSize, total),
    };
  });
}

/** GET /api/LeadCredit/{id}. */
export async function getLeadCredit(
  db: Database,
  id: number,
  now: Date = new Date(),
): Promise<LeadCreditDetail> {
  return db.transaction(async (tx) => {
    const row = await findCreditDetail(tx, id, creditRateSince(now));
    if (!row) throw notFound(M.creditNotFound);
    return toLeadCreditDetail(row);
  });
}

/** GET /api/LeadCredit/top: the most frequent reasons of the credits asked for in the range. */
export async function getTopReasons(
  db: Database,
  query: TopReasonsQuery,
  now: Date = new Date(),
): Promise<TopReason[]> {
  const { from, to } = requestRangeOf(query, now);
  return db.transaction(async (tx) =>
    (await topReasons(tx, from, to, TOP_CREDIT_REASONS)).map(toTopReason),
  );
}
