import { formatExpiration } from '@client-admin/domain/billing/cards/card-expiration';

/** How many years ahead the expiration picker offers. */
const YEARS_AHEAD = 15;

/**
 * The MM/YY choices of the card form's month picker: every month from January of this year,
 * past months disabled (seed 002 §2, §5).
 */
export function expirationOptions(today: { year: number; month: number }) {
  const options: { value: string; label: string; disabled: boolean }[] = [];
  for (let year = today.year; year <= today.year + YEARS_AHEAD; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const value = formatExpiration({ monthExpires: month, yearExpires: year });
      options.push({ value, label: value, disabled: year === today.year && month < today.month });
    }
  }
  return options;
}

export const todayMonth = (now: Date = new Date()) => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
});
