/**
 * The ledger's accounts (decision 0027). `client` is a client's prepaid balance of one product;
 * the others are the house's side of each movement, kept per client and product too so that
 * every entry names whose money moved.
 */
export const HOUSE_ACCOUNTS = [
  /** Money that came in from outside: deposits, card charges, recharges. */
  'cash-in',
  /** What clients spent on leads; credits give it back. */
  'revenue',
  /** Money paid back out to a client. */
  'refunds',
  'promo-expense',
  'subsidy-expense',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export const LEDGER_ACCOUNTS = ['client', ...HOUSE_ACCOUNTS] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
