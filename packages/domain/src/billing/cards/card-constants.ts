/** Card rules of seed 002 §2, §5, §6, §9. */

/** A client holds at most this many cards. */
export const MAX_CARDS = 10;
/** A card number has at most this many digits (seed 002 §2: "max 16"). */
export const CARD_NUMBER_MAX_LENGTH = 16;
/** The field takes the digits and the spaces or dashes people type between their groups. */
export const CARD_NUMBER_TYPED_MAX_LENGTH = CARD_NUMBER_MAX_LENGTH + 8;
/** Postal codes of a card's billing address: 5 digits. */
export const CARD_ZIP_LENGTH = 5;
/** Card statuses of the billing data (seed 002 §3). */
export const CARD_STATUSES = ['ACTIVE', 'REMOVED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
