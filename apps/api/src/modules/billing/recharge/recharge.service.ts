import type { FastifyBaseLogger } from 'fastify';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import { needsRecharge, rechargeReference } from '@client-admin/domain/billing/recharge';
import type { CardVault, ChargeResult } from '../../../adapters/card-vault/card-vault';
import type { Database, Tx } from '../../../db/database';
import { recharge } from '../ledger.service';
import {
  cardToCharge,
  claimRequest,
  findBalanceCents,
  findTerms,
  findTermsOf,
  openRequest,
  openRequestIds,
  updateRequest,
  type RechargeRequestRow,
} from './recharge.repository';
import { endRechargePause, pauseForRecharge } from './recharge-pause';
import {
  cardPaidDetails,
  chargeClaims,
  chargeOutcome,
  noCharges,
  type CardClaim,
  type ChargeCounts,
} from './vault-charge';

/** Requests one run of the job charges at most. */
const BATCH = 50;

type Terms = NonNullable<Awaited<ReturnType<typeof findTerms>>>;

/** Opens a recharge request when the product's terms and the balance ask for one; whether they did. */
async function rechargeIfDue(tx: Tx, terms: Terms, balanceCents: number): Promise<boolean> {
  if (
    !needsRecharge({
      paymentMethod: terms.paymentMethod,
      balanceCents,
      thresholdCents: terms.rechargeThresholdCents,
      rechargeAmountCents: terms.rechargeAmountCents,
    })
  ) {
    return false;
  }
  await openRequest(tx, {
    clientId: terms.clientId,
    productType: terms.productType as ProductType,
    amountCents: terms.rechargeAmountCents!,
  });
  return true;
}

/**
 * The billing module's "balance changed" (decision 0031): inside the caller's transaction (the
 * lead flow after a sale, new payment terms), a product paid by recharge whose balance is below
 * its threshold gets a pending recharge request; the job charges it. Never calls the vault.
 */
export async function balanceChanged(
  tx: Tx,
  clientId: number,
  productType: ProductType,
): Promise<boolean> {
  const terms = await findTerms(tx, clientId, productType);
  return terms
    ? rechargeIfDue(tx, terms, await findBalanceCents(tx, clientId, productType))
    : false;
}

/**
 * balanceChanged for balances of one product the ledger just changed (a lead's buyers), given
 * as the ledger answered them: one read of their terms, no read of the balances.
 */
export async function balancesChanged(
  tx: Tx,
  after: readonly { clientId: number; balanceCents: number }[],
  productType: ProductType,
): Promise<void> {
  if (after.length === 0) return;
  const balanceOf = new Map(after.map((b) => [b.clientId, b.balanceCents]));
  const terms = await findTermsOf(
    tx,
    after.map((b) => b.clientId),
    productType,
  );
  for (const own of terms) await rechargeIfDue(tx, own, balanceOf.get(own.clientId)!);
}

/**
 * The lead flow found the balance short of a lead's price (decision 0031): a client paying the
 * product by automatic recharge gets a recharge request whatever its threshold, so the next lead
 * finds the money. One open request per balance, as for balanceChanged.
 */
export async function rechargeUncovered(
  tx: Tx,
  clientId: number,
  productType: ProductType,
  amountCents: number,
): Promise<void> {
  await openRequest(tx, { clientId, productType, amountCents });
}

/** Takes the request, picks its card, and settles a request that no longer needs a charge. */
async function claim(
  db: Database,
  id: number,
  now: Date,
): Promise<CardClaim<RechargeRequestRow> | null> {
  return db.transaction(async (tx) => {
    const request = await claimRequest(tx, id);
    if (!request) return null;
    const terms = await findTerms(tx, request.clientId, request.productType);
    // A request already charging was interrupted after the charge may have gone out: it is
    // charged again with the same reference, which the vault answers without a second charge.
    if (request.status === 'pending') {
      const balanceCents = await findBalanceCents(tx, request.clientId, request.productType);
      const still =
        terms &&
        needsRecharge({
          paymentMethod: terms.paymentMethod,
          balanceCents,
          thresholdCents: terms.rechargeThresholdCents,
          rechargeAmountCents: terms.rechargeAmountCents,
        });
      if (!still) {
        await updateRequest(tx, id, {
          status: 'skipped',
          messageText: 'No longer needed',
          finishedAt: now,
        });
        return null;
      }
    }
    const card = request.cardId
      ? await cardToCharge(tx, request.clientId, request.cardId)
      : await cardToCharge(tx, request.clientId, terms?.cardId ?? null);
    if (!card) {
      await updateRequest(tx, id, {
        status: 'skipped',
        messageText: 'No card to charge',
        finishedAt: now,
      });
      return null;
    }
    await updateRequest(tx, id, {
      status: 'charging',
      cardId: card.id,
      attempts: request.attempts + 1,
    });
    return { row: request, card };
  });
}

/** Records the vault's answer: the ledger's RECHARGE and the restored status, or the pause. */
async function settle(
  db: Database,
  { row: request, card }: CardClaim<RechargeRequestRow>,
  result: ChargeResult,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const outcome = chargeOutcome(result, now);
    if (result.status === 'approved') {
      const posted = await recharge(
        tx,
        {
          clientId: request.clientId,
          productType: request.productType as ProductType,
          amountCents: request.amountCents,
        },
        cardPaidDetails(
          card,
          result,
          `Automatic recharge (${card.brand} ${cardNumberDisplay(card.lastFour)})`,
          now,
        ),
      );
      await updateRequest(tx, request.id, {
        ...outcome,
        status: 'approved',
        ledgerTransactionId: posted.transaction.id,
      });
      await endRechargePause(tx, request.clientId);
      return;
    }
    await updateRequest(tx, request.id, { ...outcome, status: result.status });
    if (result.status === 'declined') {
      const terms = await findTerms(tx, request.clientId, request.productType);
      await pauseForRecharge(tx, request.clientId, {
        productType: request.productType as ProductType,
        coverCents: terms?.rechargeThresholdCents ?? 0,
      });
    }
  });
}

/**
 * The recharge job's run: each open request is claimed, its card charged through the vault with
 * the request's own reference (so a retried run never charges twice), and the outcome recorded.
 */
export async function runRecharges(deps: {
  db: Database;
  vault: CardVault;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<ChargeCounts> {
  const { db, vault, log, now } = deps;
  const counts = noCharges();
  const ids = await db.transaction((tx) => openRequestIds(tx, BATCH));
  await chargeClaims(
    ids,
    {
      vault,
      claim: (id) => claim(db, id, now),
      reference: (request) => rechargeReference(request.id),
      description: 'Automatic recharge',
      settle: (claimed, result) => settle(db, claimed, result, now),
      logged: (request, result) =>
        log.info(
          { rechargeRequest: request.id, clientId: request.clientId, outcome: result.status },
          'card recharge',
        ),
    },
    counts,
  );
  return counts;
}
