/** Card rules of seed 002 §2, §5, §6, §9. */

/** A client holds at most this many cards. */
export const MAX_CARDS = 10;
/** The card number field takes at most this many characters. */
export const CARD_NUMBER_MAX_LENGTH = 16;
/** Postal codes of a card's billing address: 5 digits. */
export const CARD_ZIP_LENGTH = 5;
/** Card statuses of the billing data (seed 002 §3). */
export const CARD_STATUSES = ['ACTIVE', 'REMOVED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
