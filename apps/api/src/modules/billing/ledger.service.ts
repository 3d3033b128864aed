import { isMovementCents } from '@client-admin/domain/billing/billing-amount';
import {
  MAX_MOVEMENT_CENTS,
  PRODUCT_NAMES,
  type ProductType,
} from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { breaksLimit } from '@client-admin/domain/billing/balance-limit';
import {
  balanceChanges,
  balanceKey,
  entriesOf,
  isBalanced,
  type Movement,
  type SingleClientKind,
} from '@client-admin/domain/billing/ledger-entries';
import { CARD_PAID_KINDS } from '@client-admin/domain/billing/card-refund';
import {
  GROUP_DEBT_MESSAGES as G,
  leftCents,
  REPLACEMENT_SOURCE_KINDS,
  replacementError,
} from '@client-admin/domain/billing/group-debt';
import { REFUNDABLE_KINDS } from '@client-admin/domain/billing/movement-kinds';
import { spendChangeCents } from '@client-admin/domain/lead-flow/spend-limit';
import type { Tx } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { liftRechargePauseIfCovered } from './recharge/recharge-pause';
import {
  findTransaction,
  lockBalances,
  refundedCents,
  rewriteBalances,
  writePostings,
  type BalanceRow,
  type LockedBalanceRow,
  type LedgerEntryRow,
  type LedgerTransactionRow,
} from './ledger.repository';
import {
  insertCardPayment,
  insertGroupDebtReplacement,
  replacedOfDebts,
  usedOfSources,
} from './ledger-links.repository';

/**
 * The ledger: the only code that writes ledger rows (decision 0027). One function per kind of
 * movement; each runs inside the caller's transaction, locks the balances it changes (client,
 * then product), refuses the whole movement when a balance would go below its limit (a 400
 * naming Amount), and writes one transaction with balanced entries.
 */

/** Who moved the money and what it is for. */
export interface MovementDetails {
  /** A user id, or 'system' for the lead flow and jobs. */
  createdBy: string;
  description?: string;
  /** The date it counts on; now when absent. */
  createDate?: Date;
  cardCheckNumber?: string | null;
  promoCode?: string | null;
  /** The vault charge that paid a CARD_CHARGE or RECHARGE: what a refund to the card refunds. */
  cardPayment?: { cardId: number; vaultTransactionId: string } | null;
}

export interface Posted {
  transaction: LedgerTransactionRow;
  entries: LedgerEntryRow[];
  /** The client balances after the movement, in client, product order. */
  balances: BalanceRow[];
}

/** A movement of money between one client's balance of one product and the house. */
export interface ClientMovement {
  clientId: number;
  productType: ProductType;
  amountCents: number;
}

function primaryOf(movement: Movement): { clientId: number; productType: ProductType } {
  switch (movement.kind) {
    case 'TRANSFER':
      return { clientId: movement.clientId, productType: movement.source };
    case 'GROUP_BALANCE_TRANSFER':
      return { clientId: movement.sourceClientId, productType: movement.productType };
    default:
      return { clientId: movement.clientId, productType: movement.productType };
  }
}

/**
 * A balance locked by lockClientBalances and read under that lock, as leadCharges takes it, with
 * its row's version: a lead's sale always writes it (decision 0047).
 */
export type HeldBalance = LockedBalanceRow;

/** One movement to post, with who moved it and the transaction it refunds or replaces. */
interface Posting {
  movement: Movement;
  details: MovementDetails;
  relatedTransactionId?: number | null;
}

function checkedEntries(movement: Movement) {
  if (!isMovementCents(movement.amountCents)) {
    throw new Error(
      `a movement moves 1 to ${MAX_MOVEMENT_CENTS} cents, not ${movement.amountCents}`,
    );
  }
  const entries = entriesOf(movement);
  if (!isBalanced(entries)) throw new Error(`${movement.kind} entries do not balance`);
  return entries;
}

/**
 * Posts the movements in two statements, whatever their number: the balances they change locked
 * together, each movement refused whole (a 400 naming Amount) when it would take a balance below
 * its limit after the movements before it, then their transactions, entries, month spends and
 * balances written by one statement. Each Posted carries the balances after them all.
 */
async function postAll(
  tx: Tx,
  postings: readonly Posting[],
  held: readonly HeldBalance[] = [],
): Promise<Posted[]> {
  const checked = postings.map((posting) => {
    const entries = checkedEntries(posting.movement);
    return { ...posting, entries, changes: balanceChanges(entries) };
  });
  const changes = checked.flatMap((c) => c.changes);
  const heldKeys = new Set(held.map(balanceKey));
  const locked = changes.every((c) => heldKeys.has(balanceKey(c)))
    ? held
    : await lockBalances(tx, changes);
  const running = new Map(locked.map((b) => [balanceKey(b), b]));
  const balanceAfter = new Map<string, number>();
  for (const change of changes) {
    const key = balanceKey(change);
    const row = running.get(key);
    if (!row) throw new Error(`balance ${key} was not locked`);
    const before = balanceAfter.get(key) ?? row.balanceCents;
    if (breaksLimit(before, change.deltaCents, row.limitCents)) {
      throw badRequest('Amount', M.belowLimit(PRODUCT_NAMES[change.productType]));
    }
    balanceAfter.set(key, before + change.deltaCents);
  }
  const written = await writePostings(
    tx,
    checked.map(({ movement, details, relatedTransactionId, entries }) => ({
      transaction: {
        ...primaryOf(movement),
        kind: movement.kind,
        amountCents: movement.amountCents,
        description: details.description ?? '',
        cardCheckNumber: details.cardCheckNumber ?? null,
        promoCode: details.promoCode ?? null,
        relatedTransactionId: relatedTransactionId ?? null,
        createdBy: details.createdBy,
        ...(details.createDate ? { createDate: details.createDate } : {}),
      },
      entries,
      // The month's spend the spend limits read (decision 0029), kept with the entries like balances.
      spendDeltaCents: spendChangeCents(movement.kind, movement.amountCents),
    })),
    balanceChanges(checked.flatMap((c) => c.entries)),
  );
  const posted = checked.map((c, i) => ({ ...c, transaction: written.transactions[i]! }));
  for (const { movement, details, transaction } of posted) {
    if (!details.cardPayment) continue;
    if (!CARD_PAID_KINDS.includes(movement.kind)) {
      throw new Error(`a ${movement.kind} is not paid by a card`);
    }
    await insertCardPayment(tx, { ledgerTransactionId: transaction.id, ...details.cardPayment });
  }
  for (const balance of written.balances) {
    const raised = changes.some((c) => balanceKey(c) === balanceKey(balance) && c.deltaCents > 0);
    if (raised) await liftRechargePauseIfCovered(tx, balance);
  }
  return posted.map(({ transaction, changes: own }) => {
    const keys = new Set(own.map(balanceKey));
    return {
      transaction,
      entries: written.entries.filter((e) => e.transactionId === transaction.id),
      balances: written.balances.filter((b) => keys.has(balanceKey(b))),
    };
  });
}

async function post(
  tx: Tx,
  movement: Movement,
  details: MovementDetails,
  relatedTransactionId: number | null = null,
): Promise<Posted> {
  const [posted] = await postAll(tx, [{ movement, details, relatedTransactionId }]);
  return posted!;
}

const single =
  (kind: SingleClientKind) => (tx: Tx, movement: ClientMovement, details: MovementDetails) =>
    post(tx, { kind, ...movement }, details);

/** Money in by check or cash: client +, cash-in −. */
export const deposit = single('DEPOSIT');
/** A charge of the client's card: client +, cash-in −. */
export const cardCharge = single('CARD_CHARGE');
/** An automatic recharge of the client's card (decision 0031): client +, cash-in −. */
export const recharge = single('RECHARGE');
/** The lead flow's charge for a delivered lead: client −, revenue +. */
export const leadCharge = single('LEAD_CHARGE');

/**
 * The charges of one lead's buyers, posted together (one set of statements for all of them),
 * each with its own description (the lead as that buyer knows it). `held`: the buyers' balances
 * as the caller locked and read them in this transaction (lockClientBalances), so they are not
 * locked and read again.
 */
export const leadCharges = (
  tx: Tx,
  movements: readonly (ClientMovement & { description: string })[],
  details: Omit<MovementDetails, 'description'>,
  held: readonly HeldBalance[] = [],
): Promise<Posted[]> =>
  postAll(
    tx,
    movements.map(({ description, ...movement }) => ({
      movement: { kind: 'LEAD_CHARGE', ...movement },
      details: { ...details, description },
    })),
    held,
  );
/** A charge staff enter by hand: client −, revenue +. */
export const charge = single('CHARGE');
/** A lead credit: what a lead cost goes back to the client: client +, revenue −. */
export const credit = single('CREDIT');

/** One approved lead credit: the lead's price back, related to the lead's charge (if charged). */
export interface LeadCreditPosting {
  movement: ClientMovement;
  details: MovementDetails;
  chargeTransactionId: number | null;
}

/**
 * The CREDITs of approved lead credits (decision 0044), posted together: their balances locked
 * at once in one order, so approvals of credits of the same clients never deadlock.
 */
export const leadCredits = (tx: Tx, postings: readonly LeadCreditPosting[]): Promise<Posted[]> =>
  postAll(
    tx,
    postings.map((p) => ({
      movement: { kind: 'CREDIT', ...p.movement },
      details: p.details,
      relatedTransactionId: p.chargeTransactionId,
    })),
  );
export const promo = single('PROMO');
export const subsidy = single('SUBSIDY');

/** From one product's balance of a client to its other product's. */
export async function transfer(
  tx: Tx,
  movement: { clientId: number; source: ProductType; target: ProductType; amountCents: number },
  details: MovementDetails,
): Promise<Posted> {
  if (movement.source === movement.target) throw badRequest('Target', M.transferToItself);
  return post(tx, { kind: 'TRANSFER', ...movement }, details);
}

/** From one client's balance of a product to another client's balance of the same product. */
export async function groupBalanceTransfer(
  tx: Tx,
  movement: {
    sourceClientId: number;
    targetClientId: number;
    productType: ProductType;
    amountCents: number;
  },
  details: MovementDetails,
  /** The transfer this one reverses. */
  reversedTransactionId: number | null = null,
): Promise<Posted> {
  if (movement.sourceClientId === movement.targetClientId) {
    throw badRequest('TargetClientId', M.transferToItself);
  }
  return post(tx, { kind: 'GROUP_BALANCE_TRANSFER', ...movement }, details, reversedTransactionId);
}

/**
 * Pays (part of) a deposit or card charge back out of the client's balance: client −, refunds +.
 * The original is locked, so two refunds of it never pass the check together; together they
 * never exceed it. Another client's transaction is unknown (404).
 */
export async function refund(
  tx: Tx,
  movement: ClientMovement & { refundedTransactionId: number },
  details: MovementDetails,
): Promise<Posted> {
  const original = await lockRefundable(tx, movement);
  const { clientId, productType, amountCents } = movement;
  return post(tx, { kind: 'REFUND', clientId, productType, amountCents }, details, original.id);
}

/**
 * Locks a refund's original and checks the refund against it (the client's, refundable, of the
 * product, not above what is left once `heldCents` — refunds to the card not yet recorded —
 * are counted too). A refund to the card checks it before calling the vault (decision 0040).
 */
export async function lockRefundable(
  tx: Tx,
  movement: ClientMovement & { refundedTransactionId: number },
  heldCents = 0,
): Promise<LedgerTransactionRow> {
  const original = await findTransaction(tx, movement.refundedTransactionId, { lock: true });
  if (!original || original.clientId !== movement.clientId) {
    throw notFound(M.transactionNotFound);
  }
  if (!REFUNDABLE_KINDS.includes(original.kind)) {
    throw badRequest('TransactionId', M.notRefundable);
  }
  if (original.productType !== movement.productType) {
    throw badRequest('serviceTypeId', M.refundOtherProduct);
  }
  const already = await refundedCents(tx, original.id);
  if (already + heldCents + movement.amountCents > original.amountCents) {
    throw badRequest('Amount', M.refundAboveCharge);
  }
  return original;
}

/**
 * Pays back, from the client's own money (`sourceTransactionId`: one of its deposits, card
 * charges or recharges), the group member that covered its debt with `debtTransactionId`
 * (decision 0040): client −, group member +. Both transactions are locked (in id order, before
 * any balance, as a refund locks its original), so together the replacements of a debt never
 * exceed it and the uses of the client's money never exceed what is left of it. The caller has
 * checked that the debt is a group debt of the client.
 */
export async function groupDebtReplacement(
  tx: Tx,
  movement: {
    clientId: number;
    groupClientId: number;
    debtTransactionId: number;
    sourceTransactionId: number;
    amountCents: number;
  },
  details: MovementDetails,
): Promise<Posted> {
  const { debtTransactionId: debtId, sourceTransactionId: sourceId } = movement;
  const locked = new Map<number, LedgerTransactionRow | null>();
  for (const id of [...new Set([debtId, sourceId])].sort((a, b) => a - b)) {
    locked.set(id, await findTransaction(tx, id, { lock: true }));
  }
  const debt = locked.get(debtId);
  const source = locked.get(sourceId);
  if (!debt) throw notFound(M.transactionNotFound);
  if (!source || source.clientId !== movement.clientId) throw notFound(M.transactionNotFound);
  if (!REPLACEMENT_SOURCE_KINDS.includes(source.kind)) {
    throw badRequest('ReplacementTransactionId', G.sourceNotEligible);
  }
  if (source.productType !== debt.productType) {
    throw badRequest('ReplacementTransactionId', G.otherProduct);
  }
  const replaced = (await replacedOfDebts(tx, [debt.id])).get(debt.id) ?? 0;
  const used = (await usedOfSources(tx, [source.id])).get(source.id) ?? 0;
  const fault = replacementError({
    amountCents: movement.amountCents,
    debtLeftCents: leftCents(debt.amountCents, replaced),
    sourceLeftCents: leftCents(source.amountCents, used),
  });
  if (fault) throw badRequest(fault.field, fault.message);
  const posted = await post(
    tx,
    {
      kind: 'GROUP_DEBT_REPLACEMENT',
      clientId: movement.clientId,
      groupClientId: movement.groupClientId,
      productType: debt.productType as ProductType,
      amountCents: movement.amountCents,
    },
    details,
    debt.id,
  );
  await insertGroupDebtReplacement(tx, {
    ledgerTransactionId: posted.transaction.id,
    debtTransactionId: debt.id,
    sourceTransactionId: source.id,
    amountCents: movement.amountCents,
  });
  return posted;
}

/**
 * Leads sold without a charge write their buyers' balance rows all the same, so that every sale
 * gives its buyer's balance row a new version (HeldBalance): a routing decision that finds the
 * version it first read under its lock knows no sale reached that client in between.
 */
export async function markUnchargedSales(
  tx: Tx,
  clientIds: readonly number[],
  productType: ProductType,
): Promise<void> {
  await rewriteBalances(
    tx,
    clientIds.map((clientId) => ({ clientId, productType })),
  );
}

/**
 * Locks the balances of one product of the clients, in the movements' client order, and answers
 * them: a caller that decides on the balances before charging them (the lead flow) reads them
 * under the lock it keeps until its transaction ends; the charges then take the same locks.
 * With skipLocked, the balances another transaction holds are left out of the answer.
 */
export async function lockClientBalances(
  tx: Tx,
  clientIds: readonly number[],
  productType: ProductType,
  options: { skipLocked?: boolean } = {},
): Promise<HeldBalance[]> {
  const ordered = [...new Set(clientIds)].sort((a, b) => a - b);
  return lockBalances(
    tx,
    ordered.map((clientId) => ({ clientId, productType })),
    options,
  );
}
