import type {
  Balance,
  CreateTransactionBody,
  CreateTransferBody,
  LedgerResult,
  TransactionsFilter,
  TransactionsResponse,
  TransactionTypeItem,
} from '@client-admin/contracts/billing';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';
import { movementDateError } from '@client-admin/domain/billing/movement-date';
import { isManualKind, TRANSACTION_TYPES } from '@client-admin/domain/billing/movement-kinds';
import { toCents } from '@client-admin/domain/money';
import { portalMonthStartOf, rangeInstants } from '@client-admin/domain/range-bounds';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { once, type Once } from '../../plugins/idempotency';
import type { IdempotencyKey } from '../../plugins/idempotency-store';
import {
  checkClientFor,
  loadClientFor,
  type ClientRow,
  boundedPageMeta,
} from '../clients/clients.public';
import { toBalance, toLedgerResult, toTransaction } from './billing-mapper';
import { findBalance, listTransactionLines } from './ledger.repository';
import { checkPromo } from './promos/promos.service';
import { charge, credit, deposit, promo, subsidy, transfer } from './ledger.service';

const MANUAL_MOVEMENTS = {
  DEPOSIT: deposit,
  CHARGE: charge,
  CREDIT: credit,
  PROMO: promo,
  SUBSIDY: subsidy,
} as const;

/** GET /api/billing/{id}/balance/{productType}: 0 until money first moved. */
export async function getBalance(
  db: Database,
  user: RequestUser,
  clientId: number,
  productType: number,
): Promise<Balance> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return toBalance(clientId, productType, await findBalance(tx, clientId, productType));
  });
}

/** GET /api/billing/{clientId}/transactions: one line per balance a transaction changed. */
export async function getTransactions(
  db: Database,
  user: RequestUser,
  clientId: number,
  query: TransactionsFilter,
  now: Date = new Date(),
): Promise<TransactionsResponse> {
  // A date is that New York day, a date-time that instant (issue 36); this month by default.
  const { from, to } = rangeInstants(query.from, query.to, portalMonthStartOf(now));
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const { lines, total } = await listTransactionLines(tx, {
      clientId,
      from,
      to,
      q: query.q ? query.q : null,
      sortBy: query.sortBy,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: lines.map(toTransaction),
      metaData: boundedPageMeta(query.page, query.pageSize, total),
    };
  });
}

/** GET /api/billing/transactions/types. */
export const getTransactionTypes = (): TransactionTypeItem[] =>
  TRANSACTION_TYPES.map((t) => ({ ...t }));

function sameClient(pathClientId: number, bodyClientId: number) {
  if (pathClientId !== bodyClientId) throw badRequest('ClientId', M.clientMismatch);
}

/** Who moves the money, with the body's description. */
export const detailsOf = (user: RequestUser, body: { Description?: string }) => ({
  createdBy: user.id,
  description: body.Description ?? '',
});

/**
 * Who moves the money, with the body's description and date: a CreateDate staff give must fall
 * within the client's life, from the day it was created to today (400 naming it otherwise).
 */
export function datedDetailsOf(
  user: RequestUser,
  body: { Description?: string; CreateDate?: string | undefined },
  client: ClientRow,
  now: Date = new Date(),
) {
  if (!body.CreateDate) return detailsOf(user, body);
  const createDate = new Date(body.CreateDate);
  const error = movementDateError(createDate, { clientCreatedAt: client.createdAt, now });
  if (error) throw badRequest('CreateDate', error);
  return { ...detailsOf(user, body), createDate };
}

/** POST /api/billing/{clientId}/transactions (staff): a deposit, charge, credit, promo or subsidy. */
export async function createTransaction(
  db: Database,
  user: RequestUser,
  clientId: number,
  body: CreateTransactionBody,
  key: IdempotencyKey | null,
): Promise<Once<LedgerResult>> {
  sameClient(clientId, body.ClientId);
  const kind = body.TypeCode;
  if (!isManualKind(kind) || !(kind in MANUAL_MOVEMENTS)) {
    throw badRequest('TypeCode', M.notManualType);
  }
  const move = MANUAL_MOVEMENTS[kind as keyof typeof MANUAL_MOVEMENTS];
  return once(db, key, 201, async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    if (kind === 'PROMO') await checkPromo(tx, body.PromoCode, toCents(body.Amount));
    const posted = await move(
      tx,
      { clientId, productType: body.Service as ProductType, amountCents: toCents(body.Amount) },
      {
        ...datedDetailsOf(user, body, client),
        cardCheckNumber: body.CardCheckNumber || null,
        promoCode: body.PromoCode || null,
      },
    );
    return toLedgerResult(posted);
  });
}

/** POST /api/billing/{clientId}/transfers (staff): from the Source product to the Target one. */
export async function createTransfer(
  db: Database,
  user: RequestUser,
  clientId: number,
  body: CreateTransferBody,
  key: IdempotencyKey | null,
): Promise<Once<LedgerResult>> {
  sameClient(clientId, body.ClientId);
  return once(db, key, 201, async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    const posted = await transfer(
      tx,
      {
        clientId,
        source: body.Source as ProductType,
        target: body.Target as ProductType,
        amountCents: toCents(body.Amount),
      },
      datedDetailsOf(user, body, client),
    );
    return toLedgerResult(posted);
  });
}
