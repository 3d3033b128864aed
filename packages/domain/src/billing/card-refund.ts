import type { MovementKind } from './movement-kinds';

/**
 * Refunds back to the card (decision 0040): money that came in by a vault charge (a card charge
 * or an automatic recharge with its vault transaction on record) goes back to that card; a
 * deposit by check or cash is refunded on the ledger only.
 */
export const CARD_PAID_KINDS: readonly MovementKind[] = ['CARD_CHARGE', 'RECHARGE'];

export const refundsToCard = (kind: MovementKind, hasVaultCharge: boolean): boolean =>
  hasVaultCharge && CARD_PAID_KINDS.includes(kind);

/**
 * The vault reference of a refund claim's attempt: a retry of the same attempt is answered with
 * the first refund; an attempt after a refusal is a new refund. At most 20 characters
 * (Authorize.Net's refId).
 */
export const cardRefundReference = (claimId: number, attempt: number): string =>
  `refund-${claimId}-${attempt}`.slice(0, 20);

/** The claim states that hold part of the original until they are recorded or refused. */
export const IN_FLIGHT_REFUND_STATES = ['refunding', 'refunded'] as const;
export const CARD_REFUND_STATES = [
  ...IN_FLIGHT_REFUND_STATES,
  'recorded',
  'declined',
  'error',
] as const;
export type CardRefundState = (typeof CARD_REFUND_STATES)[number];

export const CARD_REFUND_MESSAGES = {
  notRecorded:
    'The card was refunded but the refund could not be written; retry with the same Idempotency-Key',
  refused: 'The card provider refused the refund',
  inProgress: 'A refund of this transaction with this Idempotency-Key is in progress; please retry',
} as const;
