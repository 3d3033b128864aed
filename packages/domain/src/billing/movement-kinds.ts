/**
 * The kinds of movement of money (issue 15). Each is a transaction of balanced ledger entries;
 * its code is the transaction's TypeCode.
 */
export const MOVEMENT_KINDS = [
  'DEPOSIT',
  'CARD_CHARGE',
  'RECHARGE',
  'LEAD_CHARGE',
  'CHARGE',
  'CREDIT',
  'REFUND',
  'TRANSFER',
  'GROUP_BALANCE_TRANSFER',
  'PROMO',
  'SUBSIDY',
  'GROUP_DEBT_REPLACEMENT',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface TransactionType {
  code: MovementKind;
  description: string;
  /** Staff may create it with POST /api/billing/{clientId}/transactions. */
  manual: boolean;
}

/** GET /api/billing/transactions/types: every kind, and which staff create by hand. */
export const TRANSACTION_TYPES: readonly TransactionType[] = [
  { code: 'DEPOSIT', description: 'Deposit (check or cash)', manual: true },
  { code: 'CARD_CHARGE', description: 'Card charge', manual: false },
  { code: 'RECHARGE', description: 'Automatic recharge', manual: false },
  { code: 'LEAD_CHARGE', description: 'Lead charge', manual: false },
  { code: 'CHARGE', description: 'Charge', manual: true },
  { code: 'CREDIT', description: 'Credit', manual: true },
  { code: 'REFUND', description: 'Refund', manual: false },
  { code: 'TRANSFER', description: 'Transfer between products', manual: false },
  { code: 'GROUP_BALANCE_TRANSFER', description: 'Group balance transfer', manual: false },
  { code: 'PROMO', description: 'Promo', manual: true },
  { code: 'SUBSIDY', description: 'Subsidy', manual: true },
  {
    code: 'GROUP_DEBT_REPLACEMENT',
    description: 'Replacement of a group debt transaction',
    manual: false,
  },
];

export const MANUAL_KINDS = TRANSACTION_TYPES.filter((t) => t.manual).map((t) => t.code);

export const isManualKind = (code: string): code is MovementKind =>
  (MANUAL_KINDS as readonly string[]).includes(code);

/** The movements a refund may go against: money that came in from the client. */
export const REFUNDABLE_KINDS: readonly MovementKind[] = ['DEPOSIT', 'CARD_CHARGE', 'RECHARGE'];
