import { PRODUCT_IDS } from '../client-types';

/** Seed 002 §9: the product (service) types a balance is kept for: Web 1, Call 2. */
export const PRODUCT_TYPES = [PRODUCT_IDS.WEB, PRODUCT_IDS.CALL] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_NAMES: Record<ProductType, string> = { 1: 'Web', 2: 'Call' };

export const isProductType = (value: number): value is ProductType =>
  (PRODUCT_TYPES as readonly number[]).includes(value);

/** The most one movement of money may be: $100,000 (the contracts' money bound), in cents. */
export const MAX_MOVEMENT_CENTS = 10_000_000;

/** Seed 002 §9: transactions are paged by 10, newest create date first. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** An Idempotency-Key's answer is kept at least this long. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** Length bound of an Idempotency-Key header (a UUID is 36). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
