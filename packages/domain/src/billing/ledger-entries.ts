import type { ProductType } from './billing-constants';
import type { HouseAccount, LedgerAccount } from './ledger-accounts';
import type { MovementKind } from './movement-kinds';

/** One line of a transaction: the change (signed cents) of one account of one client's product. */
export interface LedgerEntry {
  account: LedgerAccount;
  clientId: number;
  productType: ProductType;
  amountCents: number;
}

/** The kinds that move money between one client's balance and one house account. */
export type SingleClientKind = Exclude<
  MovementKind,
  'TRANSFER' | 'GROUP_BALANCE_TRANSFER' | 'GROUP_DEBT_REPLACEMENT'
>;

/** Which house account each kind meets, and whether the client's balance goes up (+1) or down. */
export const SINGLE_CLIENT_SHAPES: Record<SingleClientKind, { house: HouseAccount; sign: 1 | -1 }> =
  {
    DEPOSIT: { house: 'cash-in', sign: 1 },
    CARD_CHARGE: { house: 'cash-in', sign: 1 },
    RECHARGE: { house: 'cash-in', sign: 1 },
    PROMO: { house: 'promo-expense', sign: 1 },
    SUBSIDY: { house: 'subsidy-expense', sign: 1 },
    CREDIT: { house: 'revenue', sign: 1 },
    LEAD_CHARGE: { house: 'revenue', sign: -1 },
    CHARGE: { house: 'revenue', sign: -1 },
    REFUND: { house: 'refunds', sign: -1 },
  };

export type Movement =
  | { kind: SingleClientKind; clientId: number; productType: ProductType; amountCents: number }
  | {
      kind: 'TRANSFER';
      clientId: number;
      source: ProductType;
      target: ProductType;
      amountCents: number;
    }
  | {
      kind: 'GROUP_BALANCE_TRANSFER';
      sourceClientId: number;
      targetClientId: number;
      productType: ProductType;
      amountCents: number;
    }
  | {
      /** The client pays back, from its own money, a group member that covered its debt. */
      kind: 'GROUP_DEBT_REPLACEMENT';
      clientId: number;
      groupClientId: number;
      productType: ProductType;
      amountCents: number;
    };

/** The balanced entries of a movement (amountCents is positive; the shape gives the signs). */
export function entriesOf(movement: Movement): LedgerEntry[] {
  const cents = movement.amountCents;
  switch (movement.kind) {
    case 'TRANSFER':
      return [
        {
          account: 'client',
          clientId: movement.clientId,
          productType: movement.source,
          amountCents: -cents,
        },
        {
          account: 'client',
          clientId: movement.clientId,
          productType: movement.target,
          amountCents: cents,
        },
      ];
    case 'GROUP_BALANCE_TRANSFER':
      return [
        {
          account: 'client',
          clientId: movement.sourceClientId,
          productType: movement.productType,
          amountCents: -cents,
        },
        {
          account: 'client',
          clientId: movement.targetClientId,
          productType: movement.productType,
          amountCents: cents,
        },
      ];
    case 'GROUP_DEBT_REPLACEMENT':
      return [
        {
          account: 'client',
          clientId: movement.clientId,
          productType: movement.productType,
          amountCents: -cents,
        },
        {
          account: 'client',
          clientId: movement.groupClientId,
          productType: movement.productType,
          amountCents: cents,
        },
      ];
    default: {
      const { house, sign } = SINGLE_CLIENT_SHAPES[movement.kind];
      const { clientId, productType } = movement;
      return [
        { account: 'client', clientId, productType, amountCents: sign * cents },
        { account: house, clientId, productType, amountCents: -sign * cents },
      ];
    }
  }
}

/** True when the entries sum to zero: every transaction of the ledger must. */
export const isBalanced = (entries: readonly { amountCents: number }[]): boolean =>
  entries.reduce((sum, e) => sum + e.amountCents, 0) === 0;

/** The key of one balance: a client's balance of one product. */
export const balanceKey = (k: { clientId: number; productType: number }) =>
  `${k.clientId}:${k.productType}`;

/** The client balances a movement changes, in a fixed order (client, then product): the lock order. */
export function balanceChanges(
  entries: readonly LedgerEntry[],
): { clientId: number; productType: ProductType; deltaCents: number }[] {
  const byKey = new Map<
    string,
    { clientId: number; productType: ProductType; deltaCents: number }
  >();
  for (const e of entries) {
    if (e.account !== 'client') continue;
    const found = byKey.get(balanceKey(e));
    if (found) found.deltaCents += e.amountCents;
    else
      byKey.set(balanceKey(e), {
        clientId: e.clientId,
        productType: e.productType,
        deltaCents: e.amountCents,
      });
  }
  return [...byKey.values()].sort(
    (a, b) => a.clientId - b.clientId || a.productType - b.productType,
  );
}
