import type {
  AddCardBody,
  AuthnetSettings,
  Card,
  CardAnswer,
  UpdateCardBody,
} from '@client-admin/contracts/billing-cards';
import { isExpirationPast } from '@client-admin/domain/billing/cards/card-expiration';
import { alertsCustomerService, isAtCardLimit } from '@client-admin/domain/billing/cards/card-form';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import type { CardHolder, CardVault, VaultMessage } from '../../../adapters/card-vault/card-vault';
import type { EmailSender } from '../../../adapters/email/email-sender';
import type { Database } from '../../../db/database';
import { badRequest, conflict, HttpError, notFound } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { checkClientFor, loadClientFor } from '../../clients/clients.public';
import { getSupportContact } from '../../support/support.public';
import { toCard } from './card-mapper';
import {
  countActiveCards,
  findActiveCard,
  findCustomerProfileId,
  forgetProductCard,
  insertCardLimitAlert,
  insertCard,
  listActiveCards,
  setPrimary,
  updateCard as updateCardRow,
} from './cards.repository';

/** The card calls (decision 0031): the vault holds the card; we keep its ids and what it shows. */
export interface CardDeps {
  db: Database;
  vault: CardVault;
}

/**
 * The provider refused: the seed's message, and the provider's codes and texts as `errors`
 * (the browser shows them with their count). 422: the request was well formed.
 */
export function providerRefusal(message: string, messages: VaultMessage[]): HttpError {
  return new HttpError(422, message, Object.fromEntries(messages.map((m) => [m.code, m.text])));
}

/** Authorize.Net's (and the sandbox's) code for a record it does not have. */
const PROFILE_NOT_FOUND = 'E00040';

const todayOf = (now: Date) => ({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });

export function checkExpiration(body: { monthExpires: number; yearExpires: number }, now: Date) {
  if (isExpirationPast(body, todayOf(now))) throw badRequest('expiration', M.expirationPast);
}

/** The holder and billing address of a card form, without its other fields. */
export const holderOf = (body: CardHolder): CardHolder => ({
  firstName: body.firstName,
  lastName: body.lastName,
  companyName: body.companyName,
  address1: body.address1,
  city: body.city,
  state: body.state,
  zip: body.zip,
});

/** GET /api/billing/authnet. */
export const getAuthnet = (vault: CardVault): AuthnetSettings => vault.browserSettings();

/** GET /api/billing/{id}/cards. */
export async function getCards(db: Database, user: RequestUser, clientId: number): Promise<Card[]> {
  return db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    return (await listActiveCards(tx, clientId)).map(toCard);
  });
}

/**
 * POST /api/billing/card: the vault saves the token as a payment profile, then the card is kept
 * (the client's first card becomes its primary). At 10 cards: 409 with the seed's message. The
 * vault is called outside any transaction; the count is checked again under the client's lock,
 * and a profile saved past the limit is deleted again.
 */
export async function addCard(
  { db, vault }: CardDeps,
  user: RequestUser,
  body: AddCardBody,
  now: Date = new Date(),
): Promise<CardAnswer> {
  checkExpiration(body, now);
  const customerProfileId = await db.transaction(async (tx) => {
    await checkClientFor(tx, user, body.clientId);
    if (isAtCardLimit(await countActiveCards(tx, body.clientId))) throw conflict(M.cardLimit);
    return findCustomerProfileId(tx, body.clientId, vault.kind);
  });
  const saved = await vault.savePaymentProfile({
    customerProfileId,
    merchantCustomerId: `client-${body.clientId}`,
    opaqueData: body.opaqueData,
    holder: holderOf(body),
    expiration: { monthExpires: body.monthExpires, yearExpires: body.yearExpires },
  });
  if (!saved.ok) throw providerRefusal(M.addFailed, saved.messages);
  const { profile } = saved;
  try {
    return await db.transaction(async (tx) => {
      await loadClientFor(tx, user, body.clientId, { lock: true });
      const count = await countActiveCards(tx, body.clientId);
      if (isAtCardLimit(count)) throw conflict(M.cardLimit);
      const row = await insertCard(tx, {
        clientId: body.clientId,
        vault: vault.kind,
        customerProfileId: profile.customerProfileId,
        paymentProfileId: profile.paymentProfileId,
        brand: profile.brand,
        lastFour: profile.lastFour,
        monthExpires: body.monthExpires,
        yearExpires: body.yearExpires,
        ...holderOf(body),
        isPrimary: count === 0,
        createdBy: user.id,
      });
      return { message: M.cardAdded, card: toCard(row) };
    });
  } catch (err) {
    await vault.deletePaymentProfile(profile);
    throw err;
  }
}

/** PUT /api/Billing/card: holder, address and expiry; the number stays as the vault has it. */
export async function updateCard(
  { db, vault }: CardDeps,
  user: RequestUser,
  body: UpdateCardBody,
  now: Date = new Date(),
): Promise<CardAnswer> {
  checkExpiration(body, now);
  const card = await db.transaction(async (tx) => {
    await checkClientFor(tx, user, body.clientId);
    const row = await findActiveCard(tx, body.clientId, body.paymentId);
    if (!row) throw notFound(M.cardNotFound);
    return row;
  });
  const expiration = { monthExpires: body.monthExpires, yearExpires: body.yearExpires };
  const answer = await vault.updatePaymentProfile({
    customerProfileId: card.customerProfileId,
    paymentProfileId: card.paymentProfileId,
    lastFour: card.lastFour,
    holder: holderOf(body),
    expiration,
  });
  if (!answer.ok) throw providerRefusal(M.updateFailed, answer.messages);
  return db.transaction(async (tx) => {
    const row = await findActiveCard(tx, body.clientId, body.paymentId, { lock: true });
    if (!row) throw notFound(M.cardNotFound);
    const updated = await updateCardRow(tx, row.id, { ...holderOf(body), ...expiration });
    return { message: M.cardUpdated, card: toCard(updated) };
  });
}

/** POST /api/billing/{id}/card/set-primary: answers the cards, the new primary first. */
export async function setPrimaryCard(
  db: Database,
  user: RequestUser,
  clientId: number,
  cardId: number,
): Promise<Card[]> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId, { lock: true });
    if (!(await findActiveCard(tx, clientId, cardId))) throw notFound(M.cardNotFound);
    await setPrimary(tx, clientId, cardId);
    return (await listActiveCards(tx, clientId)).map(toCard);
  });
}

/**
 * DELETE /api/billing/{id}/card/{paymentId}: the vault deletes the profile, the card is kept as
 * REMOVED; a removed primary hands the flag to the newest remaining card.
 */
export async function removeCard(
  { db, vault }: CardDeps,
  user: RequestUser,
  clientId: number,
  cardId: number,
): Promise<Card[]> {
  const card = await db.transaction(async (tx) => {
    await checkClientFor(tx, user, clientId);
    const row = await findActiveCard(tx, clientId, cardId);
    if (!row) throw notFound(M.cardNotFound);
    return row;
  });
  const answer = await vault.deletePaymentProfile(card);
  // A profile the vault no longer has ('E00040' The record cannot be found) is gone already.
  if (!answer.ok && !answer.messages.every((m) => m.code === PROFILE_NOT_FOUND)) {
    throw providerRefusal(M.removeFailed, answer.messages);
  }
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId, { lock: true });
    const row = await findActiveCard(tx, clientId, cardId, { lock: true });
    if (!row) throw notFound(M.cardNotFound);
    await updateCardRow(tx, row.id, { status: 'REMOVED', isPrimary: false });
    await forgetProductCard(tx, row.id);
    const left = await listActiveCards(tx, clientId);
    const newest = left.at(-1);
    if (row.isPrimary && newest) await setPrimary(tx, clientId, newest.id);
    return (await listActiveCards(tx, clientId)).map(toCard);
  });
}

/**
 * POST /api/reactivation/cs-alert (seed 002 §4, §6): a client user at the card limit; the alert
 * is kept and mailed to the client's support team. Staff never alert (answered, nothing done).
 */
export async function csAlert(
  deps: { db: Database; email: EmailSender },
  user: RequestUser,
  body: { clientId: number; message: string },
): Promise<{ alerted: boolean; message: string }> {
  const { db, email } = deps;
  await db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, body.clientId);
    const count = await countActiveCards(tx, body.clientId);
    if (!isAtCardLimit(count)) throw badRequest('clientId', M.notAtLimit);
    if (!alertsCustomerService(count, user.isStaff)) return;
    await insertCardLimitAlert(tx, {
      clientId: client.id,
      message: body.message,
      raisedBy: user.id,
    });
  });
  if (user.isStaff) return { alerted: false, message: M.staffNoAlert };
  const contact = await getSupportContact(db, user, body.clientId);
  if (contact.email) {
    await email.send({
      to: contact.email,
      clientId: body.clientId,
      category: 'card-limit-alert',
      subject: M.alertSubject(body.clientId),
      text: `${M.alertSubject(body.clientId)}.\n\n${body.message}\n\nRaised by login ${user.email}.`,
    });
  }
  return { alerted: true, message: M.alertSent };
}
