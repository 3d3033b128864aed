import type { MovementKind } from './movement-kinds';
import { REFUNDABLE_KINDS } from './movement-kinds';

/**
 * Group debt replacement (seed 002 §2, §7; decision 0040). A client's group is the clients
 * sharing its parent company. A group debt transaction is a group balance transfer a client
 * received from another client of its group: the group paid the client's debt. Replacing it
 * pays the group back from the client's own money — one of its deposits, card charges or
 * recharges — so the debt ends up paid by the client.
 */

export const GROUP_DEBT_MESSAGES = {
  notGroupDebt: 'Only a group balance transfer received from the client’s group can be replaced',
  replacementAboveDebt: 'A replacement may not exceed what is left of the group debt transaction',
  sourceNotEligible: 'Only a deposit or a card charge of the client can replace a group debt',
  sourceTooSmall: 'The chosen transaction has less than this amount left to replace a group debt',
  otherProduct: 'The chosen transaction belongs to another product',
  replaceTitle: 'Replace group debt transaction',
  noCandidates: 'No transaction of the client has enough left to replace this amount',
} as const;

/** Clients are in one group when they share a parent company; none: a group of its own. */
export const sameGroup = (a: string | null, b: string | null): boolean =>
  a !== null && a !== '' && a === b;

/** The money of the client's own that may pay a group debt: what came in from it. */
export const REPLACEMENT_SOURCE_KINDS: readonly MovementKind[] = REFUNDABLE_KINDS;

export interface GroupTransferView {
  kind: MovementKind;
  /** The client the money left. */
  sourceClientId: number;
  sourceParentCompany: string | null;
  /** The client that received it. */
  targetClientId: number;
  targetParentCompany: string | null;
}

/** A group balance transfer the client received from another client of its group. */
export const isGroupDebtOf = (t: GroupTransferView, clientId: number): boolean =>
  t.kind === 'GROUP_BALANCE_TRANSFER' &&
  t.targetClientId === clientId &&
  t.sourceClientId !== clientId &&
  sameGroup(t.sourceParentCompany, t.targetParentCompany);

/** What is left of an amount once parts of it were used, never below 0. */
export const leftCents = (amountCents: number, ...usedCents: number[]): number =>
  Math.max(
    0,
    usedCents.reduce((left, used) => left - used, amountCents),
  );

/**
 * The fault of replacing `amountCents` of a debt with `debtLeftCents` left, from a source with
 * `sourceLeftCents` left; null when good. The amount itself is checked by the contract.
 */
export function replacementError(input: {
  amountCents: number;
  debtLeftCents: number;
  sourceLeftCents: number;
}): { field: 'amount' | 'ReplacementTransactionId'; message: string } | null {
  if (input.amountCents > input.debtLeftCents) {
    return { field: 'amount', message: GROUP_DEBT_MESSAGES.replacementAboveDebt };
  }
  if (input.amountCents > input.sourceLeftCents) {
    return { field: 'ReplacementTransactionId', message: GROUP_DEBT_MESSAGES.sourceTooSmall };
  }
  return null;
}
