import { randomUUID } from 'node:crypto';
import {
  REACTIVATION_PRODUCTS,
  type BeginReactivationAnswer,
  type BeginReactivationBody,
  type AddReactivationLogBody,
  type ReactivationLog,
  type ReactivationPaymentInfo,
} from '@client-admin/contracts/reactivation';
import type { ProductType } from '@client-admin/domain/billing/billing-constants';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import { isActiveClientStatus } from '@client-admin/domain/client-status';
import { toCents, toDollars } from '@client-admin/domain/money';
import { paymentIdError } from '@client-admin/domain/reactivation/deposit-rules';
import { isEligibleForReactivation } from '@client-admin/domain/reactivation/reactivation-eligibility';
import { isSelfServiceOffered } from './reactivation-attribute.service';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import type { CardVault, ChargeResult, VaultMessage } from '../../adapters/card-vault/card-vault';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { keyInUse, once, type Once } from '../../plugins/idempotency';
import { findAnswer, type IdempotencyKey } from '../../plugins/idempotency-store';
import { cardCharge, vaultChargeReference, voidCharges } from '../billing/billing.public';
import { activateChannels } from '../channels/channels.public';
import {
  actorOf,
  loadClientFor,
  type ClientRow,
  moveClientStatus,
  updateClient,
} from '../clients/clients.public';
import {
  balanceCents,
  findChannels,
  insertLog,
  listActiveCards,
  listLogs,
  leaseAttempt,
  productCardIds,
  releaseAttempt,
  removeAttempts,
  type AttemptKey,
  type ReactivationCardRow,
  type ReactivationLogRow,
} from './reactivation.repository';

/** Self-service reactivation (seed 000 §2.4, §4, §7; decision 0036). */
export interface ReactivationDeps {
  db: Database;
  vault: CardVault;
}

const CARD_BILLING = 'CC';
const nameOf = (productType: number) =>
  REACTIVATION_PRODUCTS.find((p) => p.productType === productType)?.name ?? 'Product';

const isCardBilling = (client: ClientRow) => client.billingType === CARD_BILLING;

/** Non-card billing: a Farmers folio client is billed through the folio program, else co-op. */
function billingLabel(client: ClientRow): string | null {
  if (isCardBilling(client)) return null;
  return client.farmersFolio || client.parentCompany === 'FARMERS'
    ? M.folioBillingLabel
    : M.coopBillingLabel;
}

const toLog = (row: ReactivationLogRow): ReactivationLog => ({
  id: row.id,
  clientId: row.clientId,
  actorEmail: row.actorEmail,
  event: row.event,
  step: row.step,
  message: row.message,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/reactivation/{clientId}/reactivation-payment-info. */
export async function getPaymentInfo(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ReactivationPaymentInfo> {
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, clientId);
    const cards = await listActiveCards(tx, clientId);
    const productCards = await productCardIds(tx, clientId);
    const balances = await balanceCents(tx, clientId);
    const primary = cards.find((c) => c.isPrimary) ?? cards[0] ?? null;
    return {
      clientId,
      billingType: client.billingType,
      isCardBilling: isCardBilling(client),
      isEligibleForReactivation:
        isEligibleForReactivation(client.status) && (await isSelfServiceOffered(tx, clientId)),
      billingLabel: billingLabel(client),
      address: {
        address1: client.address1,
        address2: client.address2,
        city: client.city,
        state: client.state,
        zip: client.zip,
      },
      cards: cards.map((c) => ({
        paymentId: c.id,
        brand: c.brand,
        cardNumberDisplay: cardNumberDisplay(c.lastFour),
        expiration: `${String(c.monthExpires).padStart(2, '0')}/${String(c.yearExpires % 100).padStart(2, '0')}`,
        isPrimary: c.isPrimary,
      })),
      products: REACTIVATION_PRODUCTS.map((p) => {
        const own = productCards.get(p.productType);
        const paymentId = cards.some((c) => c.id === own) ? own! : (primary?.id ?? null);
        return {
          productType: p.productType,
          name: p.name,
          paymentId,
          balance: toDollars(balances.get(p.productType) ?? 0),
        };
      }),
    };
  });
}

/** One product to reactivate, after the checks: its card and deposit when billed by card. */
interface PlannedProduct {
  productType: ProductType;
  channelIds: number[];
  card: ReactivationCardRow | null;
  amountCents: number;
}

interface Charged {
  product: PlannedProduct;
  result: ChargeResult;
}

/** The checks of begin, read-only: who calls, the client's state, channels, cards, deposits. */
async function plan(
  tx: Tx,
  user: RequestUser,
  body: BeginReactivationBody,
): Promise<{ client: ClientRow; products: PlannedProduct[] }> {
  const client = await loadClientFor(tx, user, body.clientId);
  if (isActiveClientStatus(client.status)) throw conflict(M.alreadyActive);
  if (!isEligibleForReactivation(client.status) || !(await isSelfServiceOffered(tx, client.id))) {
    throw conflict(M.notEligible);
  }
  const cardBilled = isCardBilling(client);
  const cards = cardBilled ? await listActiveCards(tx, client.id) : [];
  const requested = body.products
    .map((p, index) => ({ ...p, index }))
    .filter((p) => p.channelIds.length > 0);
  const channelRows = await findChannels(
    tx,
    requested.flatMap((p) => p.channelIds),
  );
  const byId = new Map(channelRows.map((c) => [c.id, c]));
  const products: PlannedProduct[] = [];
  for (const p of requested) {
    const field = `products.${p.index}`;
    const name = nameOf(p.productType);
    for (const channelId of p.channelIds) {
      const channel = byId.get(channelId);
      if (!channel) throw notFound(M.channelNotFound);
      if (channel.clientId !== client.id) throw forbidden();
      if (channel.productTypeId !== p.productType) {
        throw badRequest(`${field}.channelIds`, M.channelWrongProduct(name));
      }
      if (channel.packageIsActive !== true) {
        throw badRequest(`${field}.channelIds`, M.channelNeedsPackage);
      }
    }
    let card: ReactivationCardRow | null = null;
    let amountCents = 0;
    if (cardBilled) {
      const idError = paymentIdError(name, p.cardId);
      if (idError) throw badRequest(`${field}.cardId`, idError);
      card = cards.find((c) => c.id === p.cardId) ?? null;
      if (!card) throw notFound(M.cardNotFound);
      if (p.depositAmount === null)
        throw badRequest(`${field}.depositAmount`, M.amountRequired(name));
      amountCents = toCents(p.depositAmount);
    }
    products.push({
      productType: p.productType as ProductType,
      channelIds: [...new Set(p.channelIds)],
      card,
      amountCents,
    });
  }
  return { client, products };
}

/** The vault's reference of one deposit: client, attempt, product, card and amount. */
const chargeReference = (parts: (string | number)[]) => vaultChargeReference('rea', parts);

/** How long a request may take from its lease to its record before a retry may take over. */
const ATTEMPT_LEASE_MS = 120_000;

/** The attempt a request charges under: the key's current one (leased), or its own. */
interface Attempt {
  key: AttemptKey | null;
  number: number;
  /** Part of each charge's reference. */
  reference: string;
}

async function takeAttempt(
  db: Database,
  key: IdempotencyKey | null,
  clientId: number,
): Promise<Attempt> {
  if (!key) return { key: null, number: 0, reference: randomUUID() };
  const now = new Date();
  const until = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  const number = await db.transaction((tx) => leaseAttempt(tx, key, clientId, now, until));
  // Another request with this key is charging: its answer will be the key's.
  if (number === null) throw keyInUse();
  return { key, number, reference: `${key.caller}|${key.key}|${number}` };
}

/**
 * Ends the attempt's lease. `next` when every charge it made was answered and none stands: its
 * retry charges under a new reference (a voided one is refused by the vault). If this write is
 * lost, the lease runs out and a retry reuses the reference, which the vault refuses; the
 * request's own error is the one to answer, so this one is not raised over it.
 */
async function endAttempt(db: Database, attempt: Attempt, next: boolean): Promise<void> {
  const key = attempt.key;
  if (!key) return;
  await db
    .transaction((tx) => releaseAttempt(tx, key, attempt.number, next))
    .catch(() => undefined);
}

/** The provider refused a deposit: the whole request fails with the provider's message. */
class DepositRefused extends HttpError {
  constructor(
    readonly productType: number,
    readonly messages: VaultMessage[],
  ) {
    const text = messages[0]?.text ?? 'The card was declined';
    super(422, text, Object.fromEntries(messages.map((m) => [m.code, m.text])));
  }
}

async function recordFailure(
  db: Database,
  user: RequestUser,
  body: BeginReactivationBody,
  error: HttpError,
): Promise<void> {
  await db.transaction((tx) =>
    insertLog(tx, {
      clientId: body.clientId,
      ...actorOf(user),
      event: 'BEGIN_FAILED',
      step: 'payment',
      message: error.message,
      details: {
        products: body.products.map((p) => ({
          productType: p.productType,
          cardId: p.cardId,
          depositCents: p.depositAmount === null ? null : toCents(p.depositAmount),
          channelIds: p.channelIds,
        })),
        ...(error instanceof DepositRefused
          ? { productType: error.productType, providerMessages: error.messages }
          : {}),
      },
    }),
  );
}

/**
 * POST /api/reactivation/begin (decisions 0036, 0045). Client users only (staff: 403). Checks,
 * then leases the Idempotency-Key's attempt (a concurrent request with the key: 409), charges each
 * card-billed product's deposit through the vault (outside any transaction), then in one
 * transaction — claiming the Idempotency-Key — records the card charges through the ledger, sets
 * the chosen channels and the client ACTIVE, keeps the confirmed address and logs the attempt. Any
 * failure after charging voids the deposits taken, and the key's next attempt charges anew; a
 * refused deposit fails whole with the provider's message, and only a BEGIN_FAILED row is written.
 */
export async function begin(
  { db, vault }: ReactivationDeps,
  user: RequestUser,
  body: BeginReactivationBody,
  key: IdempotencyKey | null,
  now: Date = new Date(),
): Promise<Once<BeginReactivationAnswer>> {
  if (user.isStaff) throw forbidden(M.staffNotAllowed);
  if (key) {
    // A retry of a request that already succeeded: answered from the stored key (or refused).
    const replay = await replayIfStored(db, key);
    if (replay) return replay;
  }
  const { products } = await db.transaction((tx) => plan(tx, user, body));
  const attempt = await takeAttempt(db, key, body.clientId);
  const charged: Charged[] = [];
  // False while a vault call is unanswered: its charge may stand, unknown to us.
  let answered = true;
  try {
    for (const product of products) {
      if (!product.card || product.amountCents === 0) continue;
      answered = false;
      const result = await vault.charge({
        customerProfileId: product.card.customerProfileId,
        paymentProfileId: product.card.paymentProfileId,
        amountCents: product.amountCents,
        reference: chargeReference([
          body.clientId,
          attempt.reference,
          product.productType,
          product.card.id,
          product.amountCents,
        ]),
        description: `Reactivation deposit (${nameOf(product.productType)})`,
      });
      answered = true;
      charged.push({ product, result });
      if (result.status !== 'approved') {
        throw new DepositRefused(product.productType, result.messages);
      }
    }
    return await once(db, key, 201, async (tx) => {
      const answer = await record(tx, user, body, products, charged, now);
      if (attempt.key) await removeAttempts(tx, attempt.key);
      return answer;
    });
  } catch (error) {
    const noneStands = await voidCharges(vault, charged);
    await endAttempt(db, attempt, answered && noneStands && charged.length > 0);
    if (error instanceof DepositRefused) await recordFailure(db, user, body, error);
    throw error;
  }
}

async function replayIfStored(
  db: Database,
  key: IdempotencyKey,
): Promise<Once<BeginReactivationAnswer> | null> {
  const stored = await db.transaction((tx) => findAnswer(tx, key));
  if (!stored) return null;
  return once(db, key, 201, () => {
    throw keyInUse();
  });
}

async function record(
  tx: Tx,
  user: RequestUser,
  body: BeginReactivationBody,
  products: PlannedProduct[],
  charged: Charged[],
  now: Date,
): Promise<BeginReactivationAnswer> {
  const client = await loadClientFor(tx, user, body.clientId, { lock: true });
  // Another request reactivated the client meanwhile: this one's deposits are voided.
  if (isActiveClientStatus(client.status)) throw conflict(M.alreadyActive);
  const answer: BeginReactivationAnswer['products'] = [];
  for (const product of products) {
    const charge = charged.find((c) => c.product === product);
    let ledgerTransactionId: number | null = null;
    if (charge && product.card) {
      const display = cardNumberDisplay(product.card.lastFour);
      const posted = await cardCharge(
        tx,
        { clientId: client.id, productType: product.productType, amountCents: product.amountCents },
        {
          createdBy: user.id,
          description: `Reactivation deposit (${product.card.brand} ${display})`,
          cardCheckNumber: display,
          createDate: now,
          cardPayment: charge.result.transactionId
            ? { cardId: product.card.id, vaultTransactionId: charge.result.transactionId }
            : null,
        },
      );
      ledgerTransactionId = posted.transaction.id;
    }
    await activateChannels(tx, client.id, product.channelIds);
    answer.push({
      productType: product.productType,
      channelIds: product.channelIds,
      depositAmount: toDollars(product.amountCents),
      balance: 0,
      ledgerTransactionId,
    });
  }
  const address = body.address;
  await updateClient(tx, client.id, {
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
  });
  const status = await moveClientStatus(
    tx,
    client.id,
    () => 'ACTIVE',
    actorOf(user),
    'Self-service reactivation',
  );
  const balances = await balanceCents(tx, client.id);
  for (const p of answer) p.balance = toDollars(balances.get(p.productType) ?? 0);
  await insertLog(tx, {
    clientId: client.id,
    ...actorOf(user),
    event: 'BEGIN_SUCCEEDED',
    step: 'success',
    message: M.reactivated,
    details: {
      products: answer.map((p) => ({
        productType: p.productType,
        channelIds: p.channelIds,
        depositCents: toCents(p.depositAmount),
        ledgerTransactionId: p.ledgerTransactionId,
        cardId: products.find((x) => x.productType === p.productType)?.card?.id ?? null,
        transactionId:
          charged.find((c) => c.product.productType === p.productType)?.result.transactionId ??
          null,
      })),
    },
  });
  return {
    message: M.reactivated,
    isReactivated: status === 'ACTIVE',
    status: status ?? 'ACTIVE',
    products: answer,
  };
}

/** GET /api/ReactivationLogs/{clientId}: staff, or the client's own user. */
export async function getLogs(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<ReactivationLog[]> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    return (await listLogs(tx, clientId)).map(toLog);
  });
}

/** POST /api/ReactivationLogs: the dialog records a step it reached. */
export async function addLog(
  db: Database,
  user: RequestUser,
  body: AddReactivationLogBody,
): Promise<ReactivationLog> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, body.clientId);
    const row = await insertLog(tx, {
      clientId: body.clientId,
      ...actorOf(user),
      event: 'STEP',
      step: body.step,
      message: body.message,
    });
    return toLog(row);
  });
}
