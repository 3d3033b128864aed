import type {
  ClientPromo,
  GrantPromoBody,
  GrantPromoResponse,
  PromoDefinitionRequest,
  UpdatePromoRequest,
  ZeroPromoBody,
} from '@client-admin/contracts/billing-promos';
import type { PromoItem } from '@client-admin/contracts/billing-money';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import {
  isBuiltInPromo,
  PROMO_DEFINITION_MESSAGES as D,
  promoDefinitionError,
} from '@client-admin/domain/billing/promo-definitions';
import { PROMO_MESSAGES as P, promoAmountError } from '@client-admin/domain/billing/promos';
import { nullableToDollars, toCents, toDollars } from '@client-admin/domain/money';
import type { Database, Tx } from '../../../db/database';
import { badRequest, conflict, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { once, type Once } from '../../../plugins/idempotency';
import type { IdempotencyKey } from '../../../plugins/idempotency-store';
import { checkClientFor, loadClientFor } from '../../clients/clients.public';
import { toLedgerResult } from '../billing-mapper';
import { promo as postPromo } from '../ledger.service';
import {
  findPromo,
  insertClientPromo,
  insertPromo,
  listClientPromos,
  nextPromoOrder,
  updatePromo as writePromo,
  type ClientPromoRow,
  type PromoRow,
} from './promos.repository';

const toPromoItem = (r: PromoRow): PromoItem => ({
  code: r.code,
  name: r.name,
  amount: nullableToDollars(r.amountCents),
});

const toClientPromo = (r: ClientPromoRow): ClientPromo => ({
  id: r.id,
  clientId: r.clientId,
  code: r.promoCode,
  name: r.name,
  productType: r.productType,
  amount: toDollars(r.amountCents),
  description: r.description,
  transactionId: r.ledgerTransactionId,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
});

/** GET /api/clients/{id}/promos: the client's own users and staff. */
export async function getClientPromos(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ClientPromo[]> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return (await listClientPromos(tx, clientId)).map(toClientPromo);
  });
}

async function knownPromo(tx: Tx, code: string): Promise<PromoRow> {
  const promo = await findPromo(tx, code);
  if (!promo) throw badRequest('PromoCode', P.unknownCode);
  return promo;
}

/**
 * POST /api/clients/{id}/promos (staff): the promo's own PROMO ledger entry (client +, promo
 * expense −; never part of a deposit) and its client_promos row, in one transaction, once per
 * Idempotency-Key. A fixed promo moves its cost (Amount may be left out); the custom promo needs
 * an Amount. A promo worth $0 moves nothing: it goes through zeropromo.
 */
export async function grantPromo(
  db: Database,
  user: RequestUser,
  clientId: number,
  body: GrantPromoBody,
  key: IdempotencyKey | null,
): Promise<Once<GrantPromoResponse>> {
  return once(db, key, 201, async (tx) => {
    await loadClientFor(tx, user, clientId);
    const promo = await knownPromo(tx, body.PromoCode);
    const amountCents =
      body.Amount !== undefined ? toCents(body.Amount) : (promo.amountCents ?? null);
    if (amountCents === null) throw badRequest('Amount', 'Enter the custom promo amount');
    const fault = promoAmountError(promo, amountCents);
    if (fault) throw badRequest('Amount', fault);
    if (amountCents === 0) throw badRequest('PromoCode', D.zeroPromoOnly);
    const posted = await postPromo(
      tx,
      { clientId, productType: body.Service as ProductType, amountCents },
      {
        createdBy: user.id,
        description: body.Description || promo.name,
        cardCheckNumber: null,
        promoCode: promo.code,
      },
    );
    const row = await insertClientPromo(tx, {
      clientId,
      promoCode: promo.code,
      productType: body.Service,
      amountCents,
      description: body.Description,
      ledgerTransactionId: posted.transaction.id,
      createdBy: user.email,
    });
    return {
      ...toLedgerResult(posted),
      message: D.granted,
      promo: toClientPromo({ ...row, name: promo.name }),
    };
  });
}

/** POST /api/Promo/zeropromo (staff): a promo worth $0 granted to the client; no money moves. */
export async function zeroPromo(
  db: Database,
  user: RequestUser,
  body: ZeroPromoBody,
): Promise<{ message: string; promo: ClientPromo }> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, body.clientId);
    const promo = await knownPromo(tx, body.PromoCode);
    if (promo.amountCents !== 0) throw badRequest('PromoCode', D.notZero);
    const row = await insertClientPromo(tx, {
      clientId: body.clientId,
      promoCode: promo.code,
      productType: body.Service,
      amountCents: 0,
      description: body.Description,
      ledgerTransactionId: null,
      createdBy: user.email,
    });
    return { message: D.zeroGranted, promo: toClientPromo({ ...row, name: promo.name }) };
  });
}

/** GET /api/Promo/{code}/promo: reference data, any login. */
export async function getPromo(db: Database, code: string): Promise<PromoItem> {
  const row = await db.transaction((tx) => findPromo(tx, code.toUpperCase()));
  if (!row) throw notFound(D.promoNotFound);
  return toPromoItem(row);
}

const definedCents = (amount: number | null) => (amount === null ? null : toCents(amount));

/** POST /api/Promo/createpromo (staff): a new promo of one of the seed's promo costs. */
export async function createPromo(db: Database, body: PromoDefinitionRequest): Promise<PromoItem> {
  const code = body.code.toUpperCase();
  const amountCents = definedCents(body.amount);
  const fault = promoDefinitionError({ code, amountCents });
  if (fault) throw badRequest(fault.field, fault.message);
  return db.transaction(async (tx) => {
    if (await findPromo(tx, code)) throw conflict(D.codeTaken);
    const sortOrder = await nextPromoOrder(tx);
    const saved = await insertPromo(tx, { code, name: body.name, amountCents, sortOrder });
    if (!saved) throw conflict(D.codeTaken);
    return toPromoItem(saved);
  });
}

/**
 * POST /api/Promo/{code}/promo (staff): renames or reprices a promo staff defined; promos
 * granted before keep what they moved. The built-in promos are fixed (409).
 */
export async function updatePromo(
  db: Database,
  code: string,
  body: UpdatePromoRequest,
): Promise<PromoItem> {
  const upper = code.toUpperCase();
  const amountCents = definedCents(body.amount);
  const fault = promoDefinitionError({ code: upper, amountCents });
  if (fault?.field === 'amount') throw badRequest('amount', fault.message);
  return db.transaction(async (tx) => {
    if (!(await findPromo(tx, upper))) throw notFound(D.promoNotFound);
    if (isBuiltInPromo(upper)) throw conflict(D.builtInFixed);
    const saved = await writePromo(tx, upper, { name: body.name, amountCents });
    return toPromoItem(saved!);
  });
}
