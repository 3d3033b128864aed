import type { LedgerResult } from '@client-admin/contracts/billing';
import type {
  ReplaceTransactionBody,
  ReplacementCandidate,
} from '@client-admin/contracts/billing-money';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import {
  GROUP_DEBT_MESSAGES as G,
  isGroupDebtOf,
  leftCents,
  REPLACEMENT_SOURCE_KINDS,
} from '@client-admin/domain/billing/group-debt';
import { toCents, toDollars } from '@client-admin/domain/money';
import type { Database, Tx } from '../../../db/database';
import { badRequest, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { once, type Once } from '../../../plugins/idempotency';
import type { IdempotencyKey } from '../../../plugins/idempotency-store';
import { findClient, loadClientFor } from '../../clients/clients.public';
import { toLedgerResult, toTransaction } from '../billing-mapper';
import { findGroupTransfer } from '../ledger.repository';
import { listReplacementSources, replacedOfDebts } from '../ledger-links.repository';
import { groupDebtReplacement } from '../ledger.service';

/** Candidates one GET lists at most: the newest with enough left. */
const CANDIDATES = 100;

/**
 * The client's group debt transaction `debtId` and what is left of it to replace (decision
 * 0040): another client's or an unknown transaction is a 404; a transaction that is not a group
 * balance transfer the client received from its group is a 400 naming transactionId.
 */
async function loadGroupDebt(tx: Tx, user: RequestUser, clientId: number, debtId: number) {
  const client = await loadClientFor(tx, user, clientId);
  const debt = await findGroupTransfer(tx, debtId);
  if (!debt || (debt.targetClientId !== clientId && debt.transaction.clientId !== clientId)) {
    throw notFound(M.transactionNotFound);
  }
  const source = await findClient(tx, debt.transaction.clientId);
  const view = {
    kind: debt.transaction.kind,
    sourceClientId: debt.transaction.clientId,
    sourceParentCompany: source?.parentCompany ?? null,
    targetClientId: debt.targetClientId,
    targetParentCompany: client.parentCompany,
  };
  if (!isGroupDebtOf(view, clientId)) throw badRequest('transactionId', G.notGroupDebt);
  const replaced = (await replacedOfDebts(tx, [debtId])).get(debtId) ?? 0;
  return { debt, leftCents: leftCents(debt.transaction.amountCents, replaced) };
}

/** GET .../getGroupDebtReplacementTransactions/{transactionId}?amount */
export async function getReplacementCandidates(
  db: Database,
  user: RequestUser,
  clientId: number,
  debtId: number,
  amount: number,
): Promise<ReplacementCandidate[]> {
  return db.transaction(async (tx) => {
    const { debt, leftCents: debtLeft } = await loadGroupDebt(tx, user, clientId, debtId);
    const amountCents = toCents(amount);
    if (amountCents > debtLeft) throw badRequest('amount', G.replacementAboveDebt);
    const sources = await listReplacementSources(tx, {
      clientId,
      productType: debt.transaction.productType,
      kinds: REPLACEMENT_SOURCE_KINDS,
      minLeftCents: amountCents,
      limit: CANDIDATES,
    });
    return sources.map(({ transaction, leftCents: left }) => ({
      ...toTransaction({
        transaction,
        clientId,
        productType: transaction.productType,
        amountCents: transaction.amountCents,
      }),
      Available: toDollars(left),
    }));
  });
}

/** POST .../replaceTransaction/{transactionId}?amount (staff): the client pays its group back. */
export async function replaceTransaction(
  db: Database,
  user: RequestUser,
  clientId: number,
  debtId: number,
  amount: number,
  body: ReplaceTransactionBody,
  key: IdempotencyKey | null,
): Promise<Once<LedgerResult>> {
  return once(db, key, 201, async (tx) => {
    const { debt } = await loadGroupDebt(tx, user, clientId, debtId);
    const posted = await groupDebtReplacement(
      tx,
      {
        clientId,
        groupClientId: debt.transaction.clientId,
        debtTransactionId: debtId,
        sourceTransactionId: body.ReplacementTransactionId,
        amountCents: toCents(amount),
      },
      {
        createdBy: user.id,
        description: body.Description || `Replaces group debt transaction ${debtId}`,
      },
    );
    return toLedgerResult(posted);
  });
}
