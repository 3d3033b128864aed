import { formatDollars } from '../money';

/**
 * The promos staff apply with a PROMO transaction (seed 002 §9 "Promo costs: 0, 25, 50, ...,
 * 2500, custom"; decision 0040). `amountCents` null is the custom promo: staff enter the amount.
 * WELCOME25 is the demo's welcome promo. The API's `promos` table is synced from this list.
 */
export interface Promo {
  code: string;
  name: string;
  amountCents: number | null;
}

/** Seed 002 §9, in dollars. */
export const PROMO_COSTS = [
  0, 25, 50, 75, 100, 150, 200, 250, 350, 400, 500, 750, 1000, 1500, 2150, 2500,
] as const;

export const CUSTOM_PROMO_CODE = 'CUSTOM';

export const PROMOS: readonly Promo[] = [
  { code: 'WELCOME25', name: 'Welcome promo $25', amountCents: 2_500 },
  ...PROMO_COSTS.map((dollars) => ({
    code: `PROMO${dollars}`,
    name: `Promo $${dollars.toLocaleString('en-US')}`,
    amountCents: dollars * 100,
  })),
  { code: CUSTOM_PROMO_CODE, name: 'Custom promo', amountCents: null },
];

export const PROMO_MESSAGES = {
  codeRequired: 'Choose a promo code',
  unknownCode: 'Unknown promo code',
  fixedAmount: (code: string, cents: number) =>
    `The ${code} promo is worth ${formatDollars(cents)}`,
  failedToLoad: 'Failed to load promos',
} as const;

/**
 * What is wrong with applying the promo for the amount: a promo of a fixed cost moves exactly
 * that; the custom promo moves what staff enter. Null when good.
 */
export function promoAmountError(promo: Promo, amountCents: number): string | null {
  if (promo.amountCents === null || promo.amountCents === amountCents) return null;
  return PROMO_MESSAGES.fixedAmount(promo.code, promo.amountCents);
}

/** The promos a transaction can apply: a $0 promo moves no money. */
export const applicablePromos = (promos: readonly Promo[]): Promo[] =>
  promos.filter((p) => p.amountCents !== 0);
