import type { CardExpiration } from '@client-admin/domain/billing/cards/card-expiration';

/**
 * The card-vault port (decision 0031). The browser turns a card into a one-time token with the
 * vault's own script; the API hands the token to the vault and keeps only what the vault answers:
 * profile ids, brand, last four. Charges, refunds and voids go through the stored profile.
 */

/** A provider message: its code and text, shown to the user as they come (seed 002 §8). */
export interface VaultMessage {
  code: string;
  text: string;
}

export type VaultAnswer<T extends object = object> =
  ({ ok: true } & T) | { ok: false; messages: VaultMessage[] };

/** What the browser's tokenizing script produced (Accept.js's opaqueData). */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

/** The card holder and billing address of the card form. */
export interface CardHolder {
  firstName: string;
  lastName: string;
  companyName: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}

export interface PaymentProfileIds {
  customerProfileId: string;
  paymentProfileId: string;
}

export interface SavedPaymentProfile extends PaymentProfileIds, CardExpiration {
  brand: string;
  lastFour: string;
}

export type ChargeStatus = 'approved' | 'declined' | 'error';

export interface ChargeResult {
  status: ChargeStatus;
  /** The provider's transaction id; null when none was made. */
  transactionId: string | null;
  messages: VaultMessage[];
}

/** What the browser needs to load and call the vault's script (GET /api/billing/authnet). */
export interface VaultBrowserSettings {
  apiLoginId: string;
  clientKey: string;
  scriptUrl: string;
  /** 'sandbox-vault' (embedded), 'sandbox' or 'production' (Authorize.Net). */
  environment: 'sandbox-vault' | 'sandbox' | 'production';
}

export interface CardVault {
  readonly kind: 'sandbox' | 'authnet';
  browserSettings(): VaultBrowserSettings;
  /** Saves the token as a payment profile, under the client's customer profile when it has one. */
  savePaymentProfile(input: {
    customerProfileId: string | null;
    /** Our reference of the customer: `client-{id}`. */
    merchantCustomerId: string;
    opaqueData: OpaqueData;
    holder: CardHolder;
    expiration: CardExpiration;
  }): Promise<VaultAnswer<{ profile: SavedPaymentProfile }>>;
  updatePaymentProfile(
    input: PaymentProfileIds & { lastFour: string; holder: CardHolder; expiration: CardExpiration },
  ): Promise<VaultAnswer>;
  deletePaymentProfile(input: PaymentProfileIds): Promise<VaultAnswer>;
  /** Charges the profile; the same reference never charges twice. */
  charge(
    input: PaymentProfileIds & { amountCents: number; reference: string; description: string },
  ): Promise<ChargeResult>;
  /**
   * Pays (part of) a charge back, up to its amount. With a reference, a retried refund is
   * answered with the first one (the sandbox) or refused as a duplicate (Authorize.Net).
   */
  refund(
    input: PaymentProfileIds & {
      transactionId: string;
      amountCents: number;
      lastFour: string;
      reference?: string;
    },
  ): Promise<ChargeResult>;
  void(input: { transactionId: string }): Promise<ChargeResult>;
}
