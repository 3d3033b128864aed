import type { DecisionBody, DecisionResponse } from '@client-admin/contracts/credits';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import type { Database, Tx } from '../../../db/database';
import { conflict, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { once, type Once } from '../../../plugins/idempotency';
import type { IdempotencyKey } from '../../../plugins/idempotency-store';
import { leadCredits } from '../../billing/billing.public';
import { creditActorOf, type CreditActor } from './credit-actor';
import {
  lockCredits,
  markApproved,
  markDenied,
  type LockedCredit,
} from './lead-credits.repository';

/** What staff decided: an approval, or a denial with its reason and description. */
export type Verdict =
  { approved: true } | { approved: false; denialReason: string; denialDescription: string };

/**
 * Decides credits locked by lockCredits or lockCreditOfSale, all or none: one that is not
 * Pending is a 409 and nothing moves. An approval gives each lead's price back to its client's
 * balance of the lead's product as a ledger CREDIT (related to the lead's charge) and keeps the
 * CREDIT on the credit; a denial keeps its reason and description (decision 0044).
 */
export async function applyVerdict(
  tx: Tx,
  credits: readonly LockedCredit[],
  verdict: Verdict,
  decider: CreditActor,
  now: Date,
): Promise<void> {
  if (credits.some((credit) => credit.status !== 'Pending')) throw conflict(M.notPending);
  const decided = { decidedAt: now, decidedBy: decider.name };
  if (!verdict.approved) {
    await markDenied(
      tx,
      credits.map((credit) => credit.id),
      {
        ...decided,
        denialReason: verdict.denialReason,
        denialDescription: verdict.denialDescription,
      },
    );
    return;
  }
  const posted = await leadCredits(
    tx,
    credits.map((credit) => ({
      movement: {
        clientId: credit.clientId,
        productType: credit.productTypeId as ProductType,
        amountCents: credit.priceCents,
      },
      details: {
        createdBy: decider.id,
        description: `Credit of lead ${credit.saleId}`,
        createDate: now,
      },
      chargeTransactionId: credit.chargeTransactionId,
    })),
  );
  for (const [i, credit] of credits.entries()) {
    await markApproved(tx, credit.id, {
      ...decided,
      ledgerTransactionId: posted[i]!.transaction.id,
    });
  }
}

/** The contract's body as a verdict (its decisionProblems made sure a denial has both fields). */
const verdictOf = (body: DecisionBody): Verdict =>
  body.isApproved
    ? { approved: true }
    : {
        approved: false,
        denialReason: body.denialReason!,
        denialDescription: body.denialDescription!,
      };

/** POST /api/LeadCredit/decision: approve or deny pending credits together. */
export async function decideCredits(
  db: Database,
  user: RequestUser,
  body: DecisionBody,
  key: IdempotencyKey | null,
  now: Date = new Date(),
): Promise<Once<DecisionResponse>> {
  const ids = [...new Set(body.pendingCredits)];
  return once(db, key, 200, async (tx) => {
    const credits = await lockCredits(tx, ids);
    if (credits.length !== ids.length) throw notFound(M.creditNotFound);
    await applyVerdict(tx, credits, verdictOf(body), creditActorOf(user), now);
    const n = credits.length;
    return body.isApproved
      ? { approved: n, denied: 0, message: M.approved(n) }
      : { approved: 0, denied: n, message: M.denied(n) };
  });
}
