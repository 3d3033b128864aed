import type {
  CreateGroupBalanceTransferBody,
  GroupBalanceTransfer,
  LedgerResult,
} from '@client-admin/contracts/billing';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { groupTransferError } from '@client-admin/domain/billing/group-transfer';
import { toCents } from '@client-admin/domain/money';
import type { Database } from '../../db/database';
import { badRequest, clientNotFound, conflict, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { once, type Once } from '../../plugins/idempotency';
import type { IdempotencyKey } from '../../plugins/idempotency-store';
import { checkClientFor, findClient, loadClientFor } from '../clients/clients.public';
import { datedDetailsOf } from './billing.service';
import { toGroupBalanceTransfer, toLedgerResult } from './billing-mapper';
import {
  findGroupTransfer,
  findRelatedGroupTransfer,
  listGroupTransfers,
  lockLedgerTransaction,
} from './ledger.repository';
import { groupBalanceTransfer } from './ledger.service';

/** GET /api/billing/{id}/groupbalancetransfer: what the client sent or received. */
export async function getGroupBalanceTransfers(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<GroupBalanceTransfer[]> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return (await listGroupTransfers(tx, clientId)).map(toGroupBalanceTransfer);
  });
}

/** GET /api/billing/GroupBalanceTransfer/{id}: a client user sees only its own (else 404). */
export async function getGroupBalanceTransfer(
  db: Database,
  user: RequestUser,
  id: number,
): Promise<GroupBalanceTransfer> {
  return db.transaction(async (tx) => {
    const row = await findGroupTransfer(tx, id);
    const mine =
      row &&
      (user.isStaff ||
        user.clientId === row.transaction.clientId ||
        user.clientId === row.targetClientId);
    if (!mine) throw notFound(M.transactionNotFound);
    return toGroupBalanceTransfer(row);
  });
}

/**
 * POST /api/billing/{id}/groupbalancetransfer (staff): from client {id}'s balance of the
 * product to TargetClientId's, a client of the same group (parent company, decision 0040).
 */
export async function createGroupBalanceTransfer(
  db: Database,
  user: RequestUser,
  sourceClientId: number,
  body: CreateGroupBalanceTransferBody,
  key: IdempotencyKey | null,
): Promise<Once<LedgerResult>> {
  return once(db, key, 201, async (tx) => {
    const source = await loadClientFor(tx, user, sourceClientId);
    const target = await findClient(tx, body.TargetClientId);
    if (!target) throw clientNotFound();
    if (target.id !== source.id) {
      const error = groupTransferError(source.parentCompany, target.parentCompany);
      if (error) throw badRequest('TargetClientId', error);
    }
    const posted = await groupBalanceTransfer(
      tx,
      {
        sourceClientId,
        targetClientId: body.TargetClientId,
        productType: body.Service as ProductType,
        amountCents: toCents(body.Amount),
      },
      datedDetailsOf(user, body, source),
    );
    return toLedgerResult(posted);
  });
}

/**
 * POST /api/billing/GroupBalanceTransfer/{id} (staff; decision 0083): reverses the transfer,
 * moving its amount back from the client that received it to the one that sent it, as a new
 * GROUP_BALANCE_TRANSFER related to it (the ledger is append-only: nothing is undone in place).
 * Once: the original is locked, and a second reversal is a 409; a reversal is not reversed. The
 * receiver's balance must still hold the amount (the ledger's limit, 400 naming Amount).
 */
export async function reverseGroupBalanceTransfer(
  db: Database,
  user: RequestUser,
  id: number,
  body: { Description: string },
  key: IdempotencyKey | null,
): Promise<Once<LedgerResult>> {
  return once(db, key, 201, async (tx) => {
    await lockLedgerTransaction(tx, id);
    const row = await findGroupTransfer(tx, id);
    if (!row) throw notFound(M.transactionNotFound);
    const original = row.transaction;
    if (original.relatedTransactionId !== null) {
      const reversed = await findGroupTransfer(tx, original.relatedTransactionId);
      if (reversed) throw conflict(M.reversalNotReversible);
    }
    if ((await findRelatedGroupTransfer(tx, id)) !== null) {
      throw conflict(M.transferAlreadyReversed);
    }
    const posted = await groupBalanceTransfer(
      tx,
      {
        sourceClientId: row.targetClientId,
        targetClientId: original.clientId,
        productType: original.productType as ProductType,
        amountCents: original.amountCents,
      },
      {
        createdBy: user.id,
        description: body.Description || `Reversal of group balance transfer ${id}`,
      },
      id,
    );
    return toLedgerResult(posted);
  });
}
