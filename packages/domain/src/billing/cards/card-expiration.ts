/** A card's expiration as the form shows it (MM/YY) and as it is saved (month and year). */
export interface CardExpiration {
  monthExpires: number;
  yearExpires: number;
}

const MM_YY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** "07/29" is July 2029; anything else null. */
export function parseExpiration(value: string): CardExpiration | null {
  const match = MM_YY.exec(value.trim());
  if (!match) return null;
  return { monthExpires: Number(match[1]), yearExpires: 2000 + Number(match[2]) };
}

export function formatExpiration({ monthExpires, yearExpires }: CardExpiration): string {
  return `${String(monthExpires).padStart(2, '0')}/${String(yearExpires % 100).padStart(2, '0')}`;
}

/**
 * Seed 002 §5: past months are disabled. A card is good through the last day of its month, so
 * the current month is still allowed; `today` is the caller's calendar date.
 */
export function isExpirationPast(
  expiration: CardExpiration,
  today: { year: number; month: number },
) {
  return (
    expiration.yearExpires < today.year ||
    (expiration.yearExpires === today.year && expiration.monthExpires < today.month)
  );
}
