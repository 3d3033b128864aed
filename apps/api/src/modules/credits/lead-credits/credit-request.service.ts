import type {
  CreditEligibility,
  CreditRequestBody,
  LeadCreditItem,
} from '@client-admin/contracts/credits';
import {
  CREDIT_REQUEST_WINDOW_DAYS,
  leadTypeOfProduct,
} from '@client-admin/domain/credits/credit-constants';
import {
  creditIneligibility,
  creditRatePercent,
  creditRateSince,
  leadCreditProblem,
  type ClientCreditStanding,
} from '@client-admin/domain/credits/credit-eligibility';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { isCreditReasonOf } from '@client-admin/domain/credits/credit-reasons';
import type { FeatureFlagName } from '@client-admin/domain/feature-flag-rules';
import type { LeadType } from '@client-admin/domain/leads/leads-constants';
import type { TtlCache } from '../../../cache/ttl-cache';
import type { Database, Tx } from '../../../db/database';
import { badRequest, conflict } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { loadClientFor, type ClientRow } from '../../clients/clients.public';
import { flagValueOf, loadFlags, type FlagWithRules } from '../../features/features.public';
import { loadSaleFor, type SaleRow } from '../../leads/leads.public';
import { creditActorOf, type CreditActor } from './credit-actor';
import { toLeadCreditItem } from './lead-credits-mapper';
import {
  creditOfSaleExists,
  creditRateCounts,
  findCreditItem,
  insertCredit,
} from './lead-credits.repository';

/** A client asks for a lead's credit (decision 0044); staff may ask on its behalf. */

const CALL_CREDITS_FLAG: FeatureFlagName = 'CallCredits';

/** The flags and cache a credit's eligibility reads its CallCredits flag from. */
export interface FlagSource {
  db: Database;
  cache: TtlCache;
}

/** Where the client stands for credits of a lead type now. */
async function standingOf(
  tx: Tx,
  flags: readonly FlagWithRules[],
  client: ClientRow,
  leadType: LeadType,
  now: Date,
): Promise<ClientCreditStanding> {
  const counts = await creditRateCounts(tx, client.id, creditRateSince(now));
  return {
    clientStatus: client.status,
    leadType,
    callCreditsOn: flagValueOf(flags, CALL_CREDITS_FLAG, {
      clientId: client.id,
      carrier: client.parentCompany,
      clientType: client.clientType,
    }),
    creditRate: creditRatePercent(counts?.credited ?? 0, counts?.sold ?? 0),
  };
}

/** GET /api/clients/{id}/credit_eligibility?product. */
export async function getCreditEligibility(
  { db, cache }: FlagSource,
  user: RequestUser,
  clientId: number,
  product: '1' | '2',
  now: Date = new Date(),
): Promise<CreditEligibility> {
  const flags = await loadFlags(db, cache);
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    const standing = await standingOf(tx, flags, client, leadTypeOfProduct(Number(product)), now);
    const reason = creditIneligibility(standing);
    return {
      eligible: reason === null,
      reason,
      creditRate: standing.creditRate,
      windowDays: CREDIT_REQUEST_WINDOW_DAYS,
    };
  });
}

/**
 * Records a lead's credit request after the lead's own rules (asked once, charged, within the
 * window: a 409 saying why not); answers the credit's id. The caller has checked who asks.
 */
export async function recordCreditRequest(
  tx: Tx,
  sale: SaleRow,
  request: { reason: string; description: string; requester: CreditActor },
  now: Date,
): Promise<number> {
  const problem = leadCreditProblem({
    soldAt: sale.soldAt,
    now,
    priceCents: sale.priceCents,
    alreadyRequested: await creditOfSaleExists(tx, sale.id),
  });
  if (problem) throw conflict(problem);
  const id = await insertCredit(tx, {
    saleId: sale.id,
    clientId: sale.clientId,
    productTypeId: sale.productTypeId,
    reason: request.reason,
    description: request.description,
    requestedAt: now,
    requestedBy: request.requester.id,
    requestedByName: request.requester.name,
  });
  // Another request of the lead got in first.
  if (id === null) throw conflict(M.alreadyRequested);
  return id;
}

/** POST /api/leads/{id}/creditrequest: the lead's client (or staff) asks for its credit. */
export async function requestCredit(
  { db, cache }: FlagSource,
  user: RequestUser,
  saleId: number,
  body: CreditRequestBody,
  now: Date = new Date(),
): Promise<LeadCreditItem> {
  const flags = await loadFlags(db, cache);
  return db.transaction(async (tx) => {
    const sale = await loadSaleFor(tx, user, saleId);
    const leadType = leadTypeOfProduct(sale.productTypeId);
    if (!isCreditReasonOf(leadType, body.reason)) throw badRequest('reason', M.reasonUnknown);
    const client = await loadClientFor(tx, user, sale.clientId);
    const refusal = creditIneligibility(await standingOf(tx, flags, client, leadType, now));
    if (refusal) throw conflict(refusal);
    const id = await recordCreditRequest(
      tx,
      sale,
      { reason: body.reason, description: body.description, requester: creditActorOf(user) },
      now,
    );
    const item = await findCreditItem(tx, id);
    return toLeadCreditItem(item!);
  });
}
