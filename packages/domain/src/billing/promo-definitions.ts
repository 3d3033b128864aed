import { PROMO_COSTS, PROMOS } from './promos';

/**
 * Promos staff define beside the built-in ones (decision 0081): a code of 3 to 20 capital
 * letters and digits, a name, and one of the seed's promo costs (seed 002 §9) or custom (any
 * amount when granted). The built-in promos (promos.ts) are fixed: synced at every start.
 */
export const PROMO_CODE_PATTERN = /^[A-Z][A-Z0-9]{2,19}$/;

export const PROMO_DEFINITION_MESSAGES = {
  codeFormat: 'A promo code is 3 to 20 capital letters and digits, starting with a letter',
  codeTaken: 'That promo code is taken',
  costNotListed: `Choose one of the promo costs: ${PROMO_COSTS.map((c) => `$${c}`).join(', ')} or custom`,
  builtInFixed: 'The built-in promos cannot be changed',
  promoNotFound: 'Promo not found',
  zeroPromoOnly: 'The zero promo is granted with zeropromo',
  notZero: 'Only a promo worth $0 is granted with zeropromo',
  granted: 'Promo granted',
  zeroGranted: 'Zero promo recorded',
  failedToGrant: 'Failed to grant promo',
  // The promos screen's own words.
  created: 'Promo created',
  saved: 'Promo saved',
  failedToSave: 'Failed to save promo',
  amountRequired: 'Choose the promo amount',
  builtIn: 'Built in',
  builtInNote: 'Built in: cannot be changed',
  custom: 'Custom',
  none: 'No promos yet.',
} as const;

export const isBuiltInPromo = (code: string): boolean => PROMOS.some((p) => p.code === code);

/** Whether a promo may cost this many cents: a seed cost, or null (custom). */
export const isPromoCost = (amountCents: number | null): boolean =>
  amountCents === null || (PROMO_COSTS as readonly number[]).some((d) => d * 100 === amountCents);

/** What is wrong with a new promo definition; null when good. */
export function promoDefinitionError(p: {
  code: string;
  amountCents: number | null;
}): { field: 'code' | 'amount'; message: string } | null {
  if (!PROMO_CODE_PATTERN.test(p.code)) {
    return { field: 'code', message: PROMO_DEFINITION_MESSAGES.codeFormat };
  }
  if (!isPromoCost(p.amountCents)) {
    return { field: 'amount', message: PROMO_DEFINITION_MESSAGES.costNotListed };
  }
  return null;
}
