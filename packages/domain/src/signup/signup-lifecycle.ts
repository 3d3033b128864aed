import type { ProductType } from '../billing/billing-constants';
import { DEFAULT_TIME_ZONE } from '../constants';
import { localMidnight } from '../local-clock';

/** The value the signup's date fields hold when empty (a .NET DateTime's minimum). */
export const EMPTY_DATE = '0001-01-01T00:00:00';
/** A product's recharge amount in dollars, back to its default once it has no channel left. */
export const DEFAULT_RECHARGE_AMOUNT = 100;

/** What the lifecycle rules change of a signup. */
export interface SignupActivation {
  consentCompanyId: number | null;
  immediateActivation: boolean;
  /** YYYY-MM-DD, EMPTY_DATE or null. */
  activationDate: string | null;
}

/**
 * Choosing a Medicare consent carrier turns off immediate activation and clears the activation
 * date (seed 002 §4).
 */
export function withConsentCarrier<T extends SignupActivation>(
  signup: T,
  consentCompanyId: number | null,
): T {
  if (consentCompanyId === null) return { ...signup, consentCompanyId };
  return { ...signup, consentCompanyId, immediateActivation: false, activationDate: null };
}

/** An activation date equal to the empty-date value is replaced by tomorrow (§4). */
export function activationDateOrTomorrow(
  activationDate: string | null,
  today: string,
): string | null {
  if (activationDate !== EMPTY_DATE) return activationDate;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export interface SignupMoney {
  channels: readonly { productTypeId: number }[];
  /** Dollars by product type id. */
  deposits: Partial<Record<ProductType, number>>;
  webRechargeAmount: number;
  callRechargeAmount: number;
}

const RECHARGE_FIELD = { 1: 'webRechargeAmount', 2: 'callRechargeAmount' } as const;

/**
 * After a channel was removed: a product with no channel left has its deposit reset to 0 and its
 * recharge amount to 100 (§4).
 */
export function afterChannelRemoved<T extends SignupMoney>(signup: T, productType: ProductType): T {
  if (signup.channels.some((channel) => channel.productTypeId === productType)) return signup;
  return {
    ...signup,
    deposits: { ...signup.deposits, [productType]: 0 },
    [RECHARGE_FIELD[productType]]: DEFAULT_RECHARGE_AMOUNT,
  };
}

/**
 * When a signed contract's channels start taking leads: at signing with immediate activation or
 * without a later date; else at the start (New York midnight) of its activation date. Null: at
 * signing.
 */
export function channelsStartAt(
  signup: Pick<SignupActivation, 'immediateActivation' | 'activationDate'>,
  signedAt: Date,
): Date | null {
  const date = signup.activationDate;
  if (signup.immediateActivation || !date || date === EMPTY_DATE) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = localMidnight(year, month, day, DEFAULT_TIME_ZONE);
  return start > signedAt ? start : null;
}
