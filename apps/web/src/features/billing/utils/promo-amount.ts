import { PROMO_DEFINITION_MESSAGES as D } from '@client-admin/domain/billing/promo-definitions';
import { PROMO_COSTS } from '@client-admin/domain/billing/promos';
import { formatPrice } from '../../../lib/format-price';

/** The amount choice of the custom promo: staff enter the amount at each grant. */
export const CUSTOM_AMOUNT = 'custom';

/** '$25.00', or 'Custom' for the custom promo (null). */
export const promoAmountLabel = (dollars: number | null): string =>
  dollars === null ? D.custom : formatPrice(dollars);

/** A promo may cost one of seed 002 §9's promo costs, or be custom. */
export const PROMO_AMOUNT_OPTIONS = [
  ...PROMO_COSTS.map((dollars) => ({ value: String(dollars), label: formatPrice(dollars) })),
  { value: CUSTOM_AMOUNT, label: `${D.custom} (entered at each grant)` },
];

/** The select's value of an amount, and back (dollars; null: custom). */
export const amountChoice = (dollars: number | null): string =>
  dollars === null ? CUSTOM_AMOUNT : String(dollars);
export const amountOfChoice = (choice: string): number | null =>
  choice === CUSTOM_AMOUNT ? null : Number(choice);
