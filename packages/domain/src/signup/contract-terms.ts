import type { BillingType, PaymentMethod } from '../billing/product-terms';
import { BILLING_TYPE_LABELS } from '../billing/product-terms';
import { CREDIT_REQUEST_WINDOW_DAYS } from '../credits/credit-constants';
import { formatDollars, toCents } from '../money';
import { PRODUCT_NAMES } from './signup-billing';

/** What the terms of a signup's contract depend on; money in dollars. */
export interface ContractTermsInput {
  billingType: BillingType;
  paymentMethod: PaymentMethod;
  chargeDay: number | null;
  webRechargeEnabled: boolean;
  webRechargeAmount: number;
  callRechargeAmount: number;
  chargeCard: boolean;
  deposits: { '1': number; '2': number };
  /** Dollars each product's match promo gives. */
  matchPromoValues: { '1': number; '2': number };
  /** YYYY-MM-DD (New York), or null when the channels start on signing. */
  activationDate: string | null;
  /** The products the signup has channels of. */
  products: readonly (1 | 2)[];
}

const dollars = (amount: number) => formatDollars(toCents(amount));
const ordinal = (day: number) => `${day}${day === 1 ? 'st' : day === 2 ? 'nd' : 'th'}`;

function paymentTerm(input: ContractTermsInput, product: 1 | 2): string {
  const name = PRODUCT_NAMES[product];
  switch (input.paymentMethod) {
    case 'CHARGE_DAY':
      return `${name} leads are paid by charging the card on file on the ${ordinal(input.chargeDay ?? 1)} of each month for the leads of the month before.`;
    case 'RECHARGE': {
      const amount = product === 1 ? input.webRechargeAmount : input.callRechargeAmount;
      if (product === 1 && !input.webRechargeEnabled) {
        return `${name} leads are paid from the ${name} balance; it is not recharged automatically.`;
      }
      return `When the ${name} balance runs low, the card on file is recharged by ${dollars(amount)}.`;
    }
    case 'SPECIAL_ARRANGEMENT':
      return `${name} leads are paid under a special arrangement agreed in writing.`;
    case 'CHECK':
      return `${name} leads are paid by check against the ${name} balance.`;
  }
}

/**
 * The terms of a signup's contract, in order, as the client reads and signs them and as the PDF
 * prints them. Ours: the seeds show none of the contract's wording.
 */
export function contractTerms(input: ContractTermsInput): string[] {
  const terms = [
    'The client buys insurance leads through the lead channels listed in this contract, at the prices, in the territories and within the caps shown; each lead is charged to the balance of its product when it is delivered.',
    `Billing: ${BILLING_TYPE_LABELS[input.billingType]}.`,
  ];
  for (const product of input.products) {
    const deposit = input.deposits[product];
    if (deposit > 0) {
      terms.push(
        `A ${PRODUCT_NAMES[product]} deposit of ${dollars(deposit)} is ${input.chargeCard ? "charged to the client's card" : 'paid by check'} when this contract is signed and credited to the ${PRODUCT_NAMES[product]} balance.`,
      );
    }
    const match = input.matchPromoValues[product];
    if (match > 0) {
      terms.push(
        `A promotion credits ${dollars(match)} to the ${PRODUCT_NAMES[product]} balance with the deposit; promotional credit is not refunded.`,
      );
    }
    terms.push(paymentTerm(input, product));
  }
  terms.push(
    input.activationDate
      ? `The channels start delivering leads on ${input.activationDate} (Eastern Time).`
      : 'The channels start delivering leads when this contract is signed.',
    `A credit may be requested for a lead within ${CREDIT_REQUEST_WINDOW_DAYS} days of its delivery; approved credits return the lead's price to the balance.`,
    'Either party may end this agreement at any time; the unused deposit balance is refunded on cancellation, less any amount owed.',
    'The client agrees to sign this contract electronically; an electronic signature has the same effect as a handwritten one (ESIGN Act, UETA).',
  );
  return terms;
}
