import type { PaymentMethod } from './product-terms';

/**
 * Automatic recharge (issue 15, decision 0031): a product paid by recharge whose balance falls
 * below its threshold is recharged from a card by the recharge amount.
 */
export function needsRecharge(input: {
  paymentMethod: PaymentMethod;
  balanceCents: number;
  thresholdCents: number;
  rechargeAmountCents: number | null;
}): boolean {
  return (
    input.paymentMethod === 'RECHARGE' &&
    input.rechargeAmountCents !== null &&
    input.rechargeAmountCents > 0 &&
    input.balanceCents < input.thresholdCents
  );
}

/**
 * The idempotency reference of a recharge request's charge: the same request always sends the
 * same reference, so a retried job never charges twice. The provider's refId holds 20 characters.
 */
export const rechargeReference = (requestId: number) => `recharge-${requestId}`;

/** The client status a declined recharge puts the client in (seed 000 client statuses). */
export const RECHARGE_PAUSED_STATUS = 'PAUSE_RECHARGE';
