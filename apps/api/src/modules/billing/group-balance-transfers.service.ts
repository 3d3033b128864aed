import type {
  CreateGroupBalanceTransferBody,
  GroupBalanceTransfer,
  LedgerResult,
} from '@client-admin/contracts/billing';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { toCents } from '@client-admin/domain/money';
import type { Database } from '../../db/database';
import { clientNotFound, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { once, type Once } from '../../plugins/idempotency';
import type { IdempotencyKey } from '../../plugins/idempotency-store';
import { findClient, checkClientFor } from '../clients/client-lookup';
import { toGroupBalanceTransfer, toLedgerResult } from './billing-mapper';
import { findGroupTransfer, listGroupTransfers } from './ledger.repository';
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
 * product to TargetClientId's. Client groups are not modelled yet: staff may move between any
 * two clients (decision 0027).
 */
export async function createGroupBalanceTransfer(
  db: Database,
  user: RequestUser,
  sourceClientId: number,
  body: CreateGroupBalanceTransferBody,
  key: IdempotencyKey | null,
): Promise<Once<LedgerResult>> {
  return once(db, key, 201, async (tx) => {
    await checkClientFor(tx, user, sourceClientId);
    if (!(await findClient(tx, body.TargetClientId))) throw clientNotFound();
    const posted = await groupBalanceTransfer(
      tx,
      {
        sourceClientId,
        targetClientId: body.TargetClientId,
        productType: body.Service as ProductType,
        amountCents: toCents(body.Amount),
      },
      {
        createdBy: user.id,
        description: body.Description,
        ...(body.CreateDate ? { createDate: new Date(body.CreateDate) } : {}),
      },
    );
    return toLedgerResult(posted);
  });
}
