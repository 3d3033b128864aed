import type { BillingType, PaymentMethod } from '@client-admin/domain/billing/product-terms';
import { DEFAULT_RECHARGE_THRESHOLD } from '@client-admin/domain/billing/product-terms';
import { CARD_MESSAGES as M } from '@client-admin/domain/billing/cards/card-messages';
import { cardNumberDisplay } from '@client-admin/domain/billing/cards/card-number';
import type {
  CardHolder,
  CardVault,
  ChargeResult,
  OpaqueData,
  SavedPaymentProfile,
} from '../../adapters/card-vault/card-vault';
import type { Tx } from '../../db/database';
import { HttpError } from '../../errors';
import { insertCard } from './cards/cards.repository';
import { checkExpiration, holderOf, providerRefusal } from './cards/cards.service';
import { cardCharge, promo } from './ledger.service';
import { upsertProductTerms } from './products/products.repository';
import { vaultChargeReference } from './vault-reference';

/**
 * A new client's billing as its signed contract sets it (decision 0050): the card the signer
 * gave, saved at the vault and charged for the deposits before the signing transaction, then,
 * inside it, the card, each product's payment terms, the deposits and match promos through the
 * ledger. A charge whose transaction fails is voided.
 */

export interface NewClientCard extends CardHolder {
  monthExpires: number;
  yearExpires: number;
  opaqueData: OpaqueData;
}

/** Saves the signer's card at the vault under the signup's reference; 422 with its messages. */
export async function saveNewClientCard(
  vault: CardVault,
  reference: string,
  card: NewClientCard,
  now: Date,
): Promise<SavedPaymentProfile> {
  checkExpiration(card, now);
  const saved = await vault.savePaymentProfile({
    customerProfileId: null,
    merchantCustomerId: reference,
    opaqueData: card.opaqueData,
    holder: holderOf(card),
    expiration: { monthExpires: card.monthExpires, yearExpires: card.yearExpires },
  });
  if (!saved.ok) throw providerRefusal(M.addFailed, saved.messages);
  return saved.profile;
}

export interface DepositCharge {
  productType: 1 | 2;
  amountCents: number;
  result: ChargeResult;
}

/** A refused deposit: the signing fails whole with the provider's message. */
export class DepositRefused extends HttpError {
  constructor(messages: ChargeResult['messages']) {
    super(422, messages[0]?.text ?? 'The card was declined', {
      card: messages[0]?.text ?? 'The card was declined',
    });
  }
}

/** The deposits charged so far, and whether a charge is out with no answer from the vault. */
export interface DepositCharges {
  charged: DepositCharge[];
  unanswered: boolean;
}

/**
 * Charges each deposit; the reference is the same for the same attempt, so a retry cut off
 * before its answer is answered that charge instead of charging twice. Stops at a refusal.
 */
export async function chargeDeposits(
  vault: CardVault,
  profile: SavedPaymentProfile,
  deposits: readonly { productType: 1 | 2; amountCents: number }[],
  attemptReference: string,
  progress: DepositCharges,
): Promise<void> {
  for (const deposit of deposits) {
    if (deposit.amountCents <= 0) continue;
    const reference = vaultChargeReference('sgn', [
      attemptReference,
      deposit.productType,
      deposit.amountCents,
    ]);
    progress.unanswered = true;
    const result = await vault.charge({
      customerProfileId: profile.customerProfileId,
      paymentProfileId: profile.paymentProfileId,
      amountCents: deposit.amountCents,
      reference,
      description: `Signup deposit (${deposit.productType === 1 ? 'Web' : 'Call'})`,
    });
    progress.unanswered = false;
    progress.charged.push({ ...deposit, result });
    if (result.status !== 'approved') throw new DepositRefused(result.messages);
  }
}

/** Voids the approved charges; true when none is left standing. */
export async function voidCharges(
  vault: CardVault,
  charged: readonly { result: ChargeResult }[],
): Promise<boolean> {
  let allVoided = true;
  for (const c of charged) {
    if (c.result.status !== 'approved' || !c.result.transactionId) continue;
    const voided = await vault.void({ transactionId: c.result.transactionId }).catch(() => null);
    if (voided?.status !== 'approved') allVoided = false;
  }
  return allVoided;
}

export interface NewClientBilling {
  clientId: number;
  createdBy: string;
  vaultKind: CardVault['kind'];
  card: { profile: SavedPaymentProfile; holder: CardHolder } | null;
  products: readonly (1 | 2)[];
  billingType: BillingType;
  paymentMethod: PaymentMethod;
  chargeDay: number | null;
  /** Cents by product; null: not recharged automatically. */
  rechargeCents: { 1: number | null; 2: number | null };
  charged: readonly DepositCharge[];
  /** Cents each product's match promo credits with its charged deposit. */
  matchPromoCents: { 1: number; 2: number };
  promoCode: string | null;
  now: Date;
}

/** Inside the signing transaction: the card, the payment terms, the deposits and promos. */
export async function recordNewClientBilling(tx: Tx, billing: NewClientBilling): Promise<void> {
  const { clientId, createdBy, now } = billing;
  const card = billing.card
    ? await insertCard(tx, {
        clientId,
        vault: billing.vaultKind,
        customerProfileId: billing.card.profile.customerProfileId,
        paymentProfileId: billing.card.profile.paymentProfileId,
        brand: billing.card.profile.brand,
        lastFour: billing.card.profile.lastFour,
        monthExpires: billing.card.profile.monthExpires,
        yearExpires: billing.card.profile.yearExpires,
        ...billing.card.holder,
        isPrimary: true,
        createdBy,
      })
    : null;
  for (const productType of billing.products) {
    const method = billing.paymentMethod;
    await upsertProductTerms(tx, {
      clientId,
      productType,
      paymentMethod: method,
      chargeDay: method === 'CHARGE_DAY' ? billing.chargeDay : null,
      rechargeAmountCents: method === 'RECHARGE' ? billing.rechargeCents[productType] : null,
      rechargeThresholdCents: DEFAULT_RECHARGE_THRESHOLD * 100,
      cardId: card?.id ?? null,
      spendLimitCents: null,
      billingType: billing.billingType,
      updatedBy: createdBy,
    });
  }
  for (const charge of billing.charged) {
    if (!card || charge.result.status !== 'approved') continue;
    const display = cardNumberDisplay(card.lastFour);
    const movement = {
      clientId,
      productType: charge.productType,
      amountCents: charge.amountCents,
    };
    await cardCharge(tx, movement, {
      createdBy,
      description: `Signup deposit (${card.brand} ${display})`,
      cardCheckNumber: display,
      createDate: now,
      cardPayment: charge.result.transactionId
        ? { cardId: card.id, vaultTransactionId: charge.result.transactionId }
        : null,
    });
    const match = billing.matchPromoCents[charge.productType];
    if (match > 0) {
      await promo(
        tx,
        { ...movement, amountCents: match },
        {
          createdBy,
          description: 'Signup match promo',
          promoCode: billing.promoCode,
          createDate: now,
        },
      );
    }
  }
}
