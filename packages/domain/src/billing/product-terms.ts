import { isChargeDay, isRechargeAmount } from './payment-terms';

/**
 * A product's payment terms and billing type (seed 002 §3 product data, §9 billing terms); the
 * names of the ways a product is paid are ours (decision 0031).
 */
export const PAYMENT_METHODS = ['CHARGE_DAY', 'RECHARGE', 'SPECIAL_ARRANGEMENT', 'CHECK'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CHARGE_DAY: 'Charge card on a day of the month',
  RECHARGE: 'Recharge card when the balance runs low',
  SPECIAL_ARRANGEMENT: 'Special arrangement',
  CHECK: 'Check',
};

/** Seed 002 §9: client, group, anchor, SF subsidy and Farmers BMP billing. */
export const BILLING_TYPES = ['CLIENT', 'GROUP', 'ANCHOR', 'SF_SUBSIDY', 'FARMERS_BMP'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export const BILLING_TYPE_LABELS: Record<BillingType, string> = {
  CLIENT: 'Client billing',
  GROUP: 'Group billing',
  ANCHOR: 'Anchor billing',
  SF_SUBSIDY: 'SF subsidy billing',
  FARMERS_BMP: 'Farmers BMP billing',
};

/** GET /api/billing/billingTypes and the payment-terms form: each billing type, its id and name. */
export const BILLING_TYPE_LIST: readonly { id: BillingType; name: string }[] = BILLING_TYPES.map(
  (id) => ({ id, name: BILLING_TYPE_LABELS[id] }),
);

/** A product's terms as the rules see them, in dollars. */
export interface ProductTerms {
  paymentMethod: PaymentMethod;
  chargeDay: number | null;
  rechargeAmount: number | null;
  /** Recharge when the balance falls below this. */
  rechargeThreshold: number;
  /** The card the product is charged to; null: the client's primary card. */
  paymentId: number | null;
  spendLimit: number | null;
  billingType: BillingType;
}

/** Until staff set them: client billing by check, recharge threshold $50, no spend limit. */
export const DEFAULT_RECHARGE_THRESHOLD = 50;
export const DEFAULT_PRODUCT_TERMS: ProductTerms = {
  paymentMethod: 'CHECK',
  chargeDay: null,
  rechargeAmount: null,
  rechargeThreshold: DEFAULT_RECHARGE_THRESHOLD,
  paymentId: null,
  spendLimit: null,
  billingType: 'CLIENT',
};

export const PRODUCT_TERMS_MESSAGES = {
  chargeDay: 'Charge day must be the 1st, 5th, 15th or 20th',
  rechargeAmount:
    'Recharge amount must be one of 50, 100, 150, 250, 350, 500, 750, 1000, 2500, 5000, 10000 or 20000',
  noChargeDay: 'Only a product charged on a day of the month has a charge day',
  noRechargeAmount: 'Only a product recharged from a card has a recharge amount',
  productsUpdated: 'Products successfully updated',
  failed: 'Failed to get/create/update/delete product(s)',
} as const;

const M = PRODUCT_TERMS_MESSAGES;

/**
 * Seed 002 §9: a card charged on a day takes the 1st, 5th, 15th or 20th; a recharge takes one of
 * the offered amounts; the other methods carry neither. Each field's fault; {} when good.
 */
export function productTermsErrors(
  terms: Pick<ProductTerms, 'paymentMethod' | 'chargeDay' | 'rechargeAmount'>,
): Partial<Record<'chargeDay' | 'rechargeAmount', string>> {
  const errors: Partial<Record<'chargeDay' | 'rechargeAmount', string>> = {};
  if (terms.paymentMethod === 'CHARGE_DAY') {
    if (terms.chargeDay === null || !isChargeDay(terms.chargeDay)) errors.chargeDay = M.chargeDay;
  } else if (terms.chargeDay !== null) errors.chargeDay = M.noChargeDay;
  if (terms.paymentMethod === 'RECHARGE') {
    if (terms.rechargeAmount === null || !isRechargeAmount(terms.rechargeAmount)) {
      errors.rechargeAmount = M.rechargeAmount;
    }
  } else if (terms.rechargeAmount !== null) errors.rechargeAmount = M.noRechargeAmount;
  return errors;
}

/** The methods that charge a card, so need one. */
export const chargesCard = (method: PaymentMethod) =>
  method === 'CHARGE_DAY' || method === 'RECHARGE';
