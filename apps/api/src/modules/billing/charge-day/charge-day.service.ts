import type { FastifyBaseLogger } from 'fastify';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import {
  CHARGE_DAY_SKIPS,
  chargeDayAmountCents,
  chargeDayDescription,
  chargeDayOf,
  chargeDayPeriod,
  chargeDayReference,
  dueChargeDates,
} from '@client-admin/domain/billing/charge-day';
import { periodBounds } from '@client-admin/domain/billing/statements/statement-periods';
import type { CardVault, ChargeResult } from '../../../adapters/card-vault/card-vault';
import type { Database, Tx } from '../../../db/database';
import { cardCharge } from '../ledger.service';
import { cardToCharge, findTerms } from '../recharge/recharge.repository';
import { endRechargePause, pauseForRecharge } from '../recharge/recharge-pause';
import {
  cardPaidDetails,
  chargeClaims,
  chargeOutcome,
  noCharges,
  type CardClaim,
  type ChargeCounts,
} from '../recharge/vault-charge';
import {
  claimDueProducts,
  lockCharge,
  lockCharging,
  openChargeIds,
  previousChargeDate,
  spentBetween,
  updateCharge,
  type ChargeDayRow,
} from './charge-day.repository';

/** Claims one batch of a run reads at a time. */
const BATCH = 50;

/** Works out a pending claim's period and amount; null when it is settled without a charge. */
async function priced(
  tx: Tx,
  row: ChargeDayRow,
  now: Date,
): Promise<CardClaim<ChargeDayRow> | null> {
  const finish = (messageText: string, status: 'skipped' | 'nothing_spent' = 'skipped') =>
    updateCharge(tx, row.id, { status, messageText, finishedAt: now }).then(() => null);
  const terms = await findTerms(tx, row.clientId, row.productType);
  if (terms?.paymentMethod !== 'CHARGE_DAY' || terms.chargeDay !== chargeDayOf(row.chargeDate)) {
    return finish(CHARGE_DAY_SKIPS.notChargeDay);
  }
  const period = chargeDayPeriod(row.chargeDate, await previousChargeDate(tx, row));
  const { from, until } = periodBounds(period);
  const amountCents = chargeDayAmountCents(await spentBetween(tx, row, from, until));
  const withPeriod = await updateCharge(tx, row.id, {
    periodStart: period.start,
    periodEnd: period.end,
    amountCents: amountCents ?? 0,
  });
  if (amountCents === null) return finish(CHARGE_DAY_SKIPS.nothingSpent, 'nothing_spent');
  const card = await cardToCharge(tx, row.clientId, terms.cardId);
  if (!card) return finish(CHARGE_DAY_SKIPS.noCard);
  return { row: withPeriod, card };
}

/**
 * A claim already charging was interrupted after the charge may have gone out: it is charged
 * again, same amount and reference, which the vault answers without a second charge.
 */
async function resumed(
  tx: Tx,
  row: ChargeDayRow,
  now: Date,
): Promise<CardClaim<ChargeDayRow> | null> {
  const card = await cardToCharge(tx, row.clientId, row.cardId);
  if (card) return { row, card };
  await updateCharge(tx, row.id, {
    status: 'skipped',
    messageText: CHARGE_DAY_SKIPS.noCard,
    finishedAt: now,
  });
  return null;
}

/** Takes the claim, prices it and picks its card, or settles it when nothing is to be charged. */
async function claim(db: Database, id: number, now: Date): Promise<CardClaim<ChargeDayRow> | null> {
  return db.transaction(async (tx) => {
    const row = await lockCharge(tx, id);
    if (!row) return null;
    const ready =
      row.status === 'charging' ? await resumed(tx, row, now) : await priced(tx, row, now);
    if (!ready) return null;
    const charge = await updateCharge(tx, id, {
      status: 'charging',
      cardId: ready.card.id,
      attempts: ready.row.attempts + 1,
    });
    return { row: charge, card: ready.card };
  });
}

/** Records the vault's answer: the ledger's CARD_CHARGE and the pause's end, or the pause. */
async function settle(
  db: Database,
  { row: charge, card }: CardClaim<ChargeDayRow>,
  result: ChargeResult,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Another run that charged the same claim (same reference, one vault charge) recorded it.
    if (!(await lockCharging(tx, charge.id))) return;
    const outcome = chargeOutcome(result, now);
    const productType = charge.productType as ProductType;
    if (result.status === 'approved') {
      const period = { start: charge.periodStart!, end: charge.periodEnd! };
      const posted = await cardCharge(
        tx,
        { clientId: charge.clientId, productType, amountCents: charge.amountCents },
        cardPaidDetails(card, result, chargeDayDescription(card, period), now),
      );
      await updateCharge(tx, charge.id, {
        ...outcome,
        status: 'approved',
        ledgerTransactionId: posted.transaction.id,
      });
      await endRechargePause(tx, charge.clientId);
      return;
    }
    await updateCharge(tx, charge.id, { ...outcome, status: result.status });
    if (result.status === 'declined') {
      // Any money into the product lifts it: the balance already paid for the leads.
      await pauseForRecharge(tx, charge.clientId, { productType, coverCents: 0 });
    }
  });
}

/**
 * The charge-day job's run (decision 0031), every hour: every product charged on a due date's
 * (UTC) day of the month is claimed once for that date — today's from 06:00 UTC, and yesterday's
 * again, so a day whose every run failed is caught up the next day — priced, charged to its card
 * through the vault with the claim's own reference (so a retried run never charges twice), and
 * the outcome recorded. Claims an earlier run left open are finished too.
 */
export async function runChargeDay(deps: {
  db: Database;
  vault: CardVault;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<ChargeCounts> {
  const { db, vault, log, now } = deps;
  const counts = noCharges();
  for (const due of dueChargeDates(now)) {
    // A past date is claimed as its on-time run would have claimed it, never more. The terms
    // keep no history: a product whose terms changed after that date's run time (e.g. switched
    // this morning to yesterday's charge day) may not have been on that charge day then, and
    // claiming it would charge it for a date it was not on (a period ending on a day it was not
    // charged on). It is left to its next charge date; a product claimed on time keeps its
    // claim, and today's date takes the terms as they are now.
    await db.transaction((tx) =>
      claimDueProducts(tx, due.chargeDate, due.chargeDay, due.termsChangedBefore),
    );
  }
  for (let afterId = 0, ids: number[] = []; ; afterId = ids.at(-1)!) {
    ids = await db.transaction((tx) => openChargeIds(tx, afterId, BATCH));
    await chargeClaims(
      ids,
      {
        vault,
        claim: (id) => claim(db, id, now),
        reference: (charge) => chargeDayReference(charge.id),
        description: 'Charge day charge',
        settle: (claimed, result) => settle(db, claimed, result, now),
        logged: (charge, result) =>
          log.info(
            { chargeDayCharge: charge.id, clientId: charge.clientId, outcome: result.status },
            'charge-day charge',
          ),
      },
      counts,
    );
    if (ids.length < BATCH) return counts;
  }
}
