import type { LedgerResult, RefundBody } from '@client-admin/contracts/billing';
import { breaksLimit } from '@client-admin/domain/billing/balance-limit';
import { PRODUCT_NAMES, type ProductType } from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import {
  CARD_REFUND_MESSAGES as R,
  cardRefundReference,
  refundsToCard,
} from '@client-admin/domain/billing/card-refund';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import { toCents } from '@client-admin/domain/money';
import type { CardVault, ChargeResult } from '../../../adapters/card-vault/card-vault';
import type { Database } from '../../../db/database';
import { isTransientDatabaseError } from '../../../db/transient-errors';
import { badRequest, conflict, HttpError } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { once, type Once } from '../../../plugins/idempotency';
import { findAnswer, type IdempotencyKey } from '../../../plugins/idempotency-store';
import { checkClientFor } from '../../clients/clients.public';
import { toLedgerResult } from '../billing-mapper';
import { detailsOf } from '../billing.service';
import { findBalance, findTransaction } from '../ledger.repository';
import { findCardPayment } from '../ledger-links.repository';
import { lockRefundable, refund } from '../ledger.service';
import {
  findCard,
  findClaimByKey,
  heldCents,
  insertClaim,
  updateClaim,
  type CardRefundRow,
  type CardRow,
} from './card-refunds.repository';

/**
 * POST /api/billing/refund/{serviceTypeId} (staff; decisions 0027, 0040). Money that came in by
 * a vault charge goes back to that card: the refund is claimed (checked against the original,
 * other claims in flight and the balance's limit), the vault is called outside any database
 * transaction, then the ledger's REFUND is written — or, refused by the vault, nothing but the
 * claim's outcome, and a 402 with the provider's text. Anything else is refunded on the ledger.
 */
export async function createRefund(
  db: Database,
  vault: CardVault,
  user: RequestUser,
  serviceTypeId: number,
  body: RefundBody,
  key: IdempotencyKey | null,
): Promise<Once<LedgerResult>> {
  const movement = {
    clientId: body.ClientId,
    productType: serviceTypeId as ProductType,
    amountCents: toCents(body.Amount),
    refundedTransactionId: body.TransactionId,
  };
  const details = detailsOf(user, body);
  const ledgerOnly = () =>
    once(db, key, 201, async (tx) => {
      await checkClientFor(tx, user, body.ClientId);
      return toLedgerResult(await refund(tx, movement, details));
    });

  if (key && (await db.transaction((tx) => findAnswer(tx, key)))) return ledgerOnly();
  const toCard = await db.transaction(async (tx) => {
    await checkClientFor(tx, user, body.ClientId);
    const original = await findTransaction(tx, body.TransactionId);
    if (!original || original.clientId !== body.ClientId) return false;
    return refundsToCard(original.kind, (await findCardPayment(tx, original.id)) !== null);
  });
  if (!toCard) return ledgerOnly();

  const claimed = await claim(db, user, movement, body.Description, key);
  const result =
    claimed.claim.status === 'refunded'
      ? approvedBefore(claimed.claim)
      : await vault.refund({
          customerProfileId: claimed.card.customerProfileId,
          paymentProfileId: claimed.card.paymentProfileId,
          transactionId: claimed.vaultTransactionId,
          amountCents: movement.amountCents,
          lastFour: claimed.card.lastFour,
          reference: cardRefundReference(claimed.claim.id, claimed.claim.attempts),
        });
  const outcome = {
    vaultTransactionId: result.transactionId,
    messageCode: result.messages[0]?.code ?? null,
    messageText: result.messages[0]?.text ?? null,
  };
  const status = result.status;
  if (status !== 'approved') {
    await db.transaction((tx) =>
      updateClaim(tx, claimed.claim.id, { ...outcome, status, finishedAt: new Date() }),
    );
    throw refused(result);
  }
  try {
    return await once(db, key, 201, async (tx) => {
      const posted = await refund(tx, movement, {
        ...details,
        cardCheckNumber: cardNumberDisplay(claimed.card.lastFour),
      });
      await updateClaim(tx, claimed.claim.id, {
        ...outcome,
        status: 'recorded',
        ledgerTransactionId: posted.transaction.id,
        finishedAt: new Date(),
      });
      return toLedgerResult(posted);
    });
  } catch (error) {
    // The card was refunded: the claim keeps it, so a retry with the key records it without
    // calling the vault again.
    await db.transaction((tx) =>
      updateClaim(tx, claimed.claim.id, { ...outcome, status: 'refunded' }),
    );
    // The error handler answers the database's transient failures with 503: a retry records it.
    if (error instanceof HttpError || isTransientDatabaseError(error)) {
      throw error;
    }
    throw new HttpError(500, R.notRecorded);
  }
}

interface Claimed {
  claim: CardRefundRow;
  card: CardRow;
  vaultTransactionId: string;
}

const approvedBefore = (claim: CardRefundRow): ChargeResult => ({
  status: 'approved',
  transactionId: claim.vaultTransactionId,
  messages: claim.messageCode ? [{ code: claim.messageCode, text: claim.messageText ?? '' }] : [],
});

/** The vault's refusal: its text as the message (the screen adds 'Oops there was an error…'). */
function refused(result: ChargeResult): HttpError {
  const text = result.messages.map((m) => m.text).join(' ') || R.refused;
  return new HttpError(402, text, Object.fromEntries(result.messages.map((m) => [m.code, m.text])));
}

/**
 * Claims the refund in one short transaction. The original is locked first, so claims of it
 * wait on each other; a retry with the same key takes its claim again: still refunding (the
 * same reference, which the vault answers with the first refund), refunded (no vault call), or
 * refused (a new attempt, checked again).
 */
async function claim(
  db: Database,
  user: RequestUser,
  movement: {
    clientId: number;
    productType: ProductType;
    amountCents: number;
    refundedTransactionId: number;
  },
  description: string,
  key: IdempotencyKey | null,
): Promise<Claimed> {
  return db.transaction(async (tx) => {
    await findTransaction(tx, movement.refundedTransactionId, { lock: true });
    const existing = key ? await findClaimByKey(tx, key.caller, key.key) : null;
    if (existing && key && existing.requestHash !== key.hash) {
      throw new HttpError(422, M.idempotencyKeyReused, {
        'Idempotency-Key': M.idempotencyKeyReused,
      });
    }
    if (existing?.status === 'recorded') throw conflict(R.inProgress);
    const except = existing?.id ?? null;
    let row = existing;
    if (!row || (row.status !== 'refunding' && row.status !== 'refunded')) {
      const original = await lockRefundable(
        tx,
        movement,
        await heldCents(tx, { originalId: movement.refundedTransactionId }, except),
      );
      const balance = await findBalance(tx, movement.clientId, movement.productType);
      const held = await heldCents(tx, movement, except);
      if (
        breaksLimit(
          balance?.balanceCents ?? 0,
          -(movement.amountCents + held),
          balance?.limitCents ?? 0,
        )
      ) {
        throw badRequest('Amount', M.belowLimit(PRODUCT_NAMES[movement.productType]));
      }
      row = row
        ? { ...row, status: 'refunding', attempts: row.attempts + 1 }
        : await insertClaim(tx, {
            clientId: movement.clientId,
            originalTransactionId: original.id,
            productType: movement.productType,
            amountCents: movement.amountCents,
            description,
            status: 'refunding',
            caller: user.id,
            idempotencyKey: key?.key ?? null,
            requestHash: key?.hash ?? null,
          });
      if (existing) {
        await updateClaim(tx, row.id, {
          status: 'refunding',
          attempts: row.attempts,
          finishedAt: null,
        });
      }
    }
    const payment = await findCardPayment(tx, movement.refundedTransactionId);
    const card = payment ? await findCard(tx, payment.cardId) : null;
    if (!payment || !card)
      throw new Error(`card payment of ${movement.refundedTransactionId} vanished`);
    return { claim: row, card, vaultTransactionId: payment.vaultTransactionId };
  });
}
