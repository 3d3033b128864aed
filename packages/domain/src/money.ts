/**
 * Money is integer cents inside the system and dollars (at most two decimals) on the wire,
 * under the seeds' own field names (price, payout, cost ...).
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

export const toDollars = (cents: number): number => cents / 100;

export const nullableToDollars = (cents: number | null): number | null =>
  cents === null ? null : toDollars(cents);

export const nullableToCents = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined ? null : toCents(dollars);

/** True when the amount has no fraction of a cent (floating-point noise tolerated). */
export const hasWholeCents = (dollars: number): boolean =>
  Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** "$11.25", "-$0.50": how messages show an amount of cents. */
export const formatDollars = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${toDollars(Math.abs(cents)).toFixed(2)}`;
