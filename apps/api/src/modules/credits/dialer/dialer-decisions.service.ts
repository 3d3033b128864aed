import type { DenyCreditBody } from '@client-admin/contracts/credits';
import type { MessageResponse } from '@client-admin/contracts/common';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import type { Database, Tx } from '../../../db/database';
import { badRequest, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { once, type Once } from '../../../plugins/idempotency';
import type { IdempotencyKey } from '../../../plugins/idempotency-store';
import { creditActorOf } from '../lead-credits/credit-actor';
import { applyVerdict } from '../lead-credits/credit-decision.service';
import { lockCreditOfSale, type LockedCredit } from '../lead-credits/lead-credits.repository';

/** The dialer decides the credit of the lead on the line (its sale id, as the lead detail's). */

async function lockedCreditOf(tx: Tx, saleId: number): Promise<LockedCredit> {
  const credit = await lockCreditOfSale(tx, saleId);
  if (!credit) throw notFound(M.creditNotFound);
  return credit;
}

/** POST /api/leads/{id}/{product}/approvecredit: {product} must be the lead's. */
export async function approveLeadCredit(
  db: Database,
  user: RequestUser,
  saleId: number,
  product: '1' | '2',
  key: IdempotencyKey | null,
  now: Date = new Date(),
): Promise<Once<MessageResponse>> {
  return once(db, key, 200, async (tx) => {
    const credit = await lockedCreditOf(tx, saleId);
    if (credit.productTypeId !== Number(product)) {
      throw badRequest('product', M.productMismatch);
    }
    await applyVerdict(tx, [credit], { approved: true }, creditActorOf(user), now);
    return { message: M.approved(1) };
  });
}

/** POST /api/leads/{id}/denycredit. */
export async function denyLeadCredit(
  db: Database,
  user: RequestUser,
  saleId: number,
  body: DenyCreditBody,
  now: Date = new Date(),
): Promise<MessageResponse> {
  return db.transaction(async (tx) => {
    const credit = await lockedCreditOf(tx, saleId);
    const verdict = {
      approved: false as const,
      denialReason: body.reason,
      denialDescription: body.description,
    };
    await applyVerdict(tx, [credit], verdict, creditActorOf(user), now);
    return { message: M.denied(1) };
  });
}
