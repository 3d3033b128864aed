import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './billing-constants';
import {
  balanceChanges,
  entriesOf,
  isBalanced,
  SINGLE_CLIENT_SHAPES,
  type Movement,
  type SingleClientKind,
} from './ledger-entries';

const product = fc.constantFrom(...PRODUCT_TYPES);
const cents = fc.integer({ min: 1, max: 10_000_000 });
const clientId = fc.integer({ min: 1, max: 1000 });
const singleKinds = Object.keys(SINGLE_CLIENT_SHAPES) as SingleClientKind[];

const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(...singleKinds),
    clientId,
    productType: product,
    amountCents: cents,
  }),
  fc.record({
    kind: fc.constant('TRANSFER' as const),
    clientId,
    source: product,
    target: product,
    amountCents: cents,
  }),
  fc.record({
    kind: fc.constant('GROUP_BALANCE_TRANSFER' as const),
    sourceClientId: clientId,
    targetClientId: clientId,
    productType: product,
    amountCents: cents,
  }),
  fc.record({
    kind: fc.constant('GROUP_DEBT_REPLACEMENT' as const),
    clientId,
    groupClientId: clientId,
    productType: product,
    amountCents: cents,
  }),
);

describe('ledger entries', () => {
  it('a deposit credits the client and debits cash-in', () => {
    expect(entriesOf({ kind: 'DEPOSIT', clientId: 7, productType: 1, amountCents: 500 })).toEqual([
      { account: 'client', clientId: 7, productType: 1, amountCents: 500 },
      { account: 'cash-in', clientId: 7, productType: 1, amountCents: -500 },
    ]);
  });

  it('a lead charge lowers the balance into revenue; a credit gives it back', () => {
    const charge = entriesOf({
      kind: 'LEAD_CHARGE',
      clientId: 7,
      productType: 2,
      amountCents: 1200,
    });
    expect(charge).toEqual([
      { account: 'client', clientId: 7, productType: 2, amountCents: -1200 },
      { account: 'revenue', clientId: 7, productType: 2, amountCents: 1200 },
    ]);
    const credit = entriesOf({ kind: 'CREDIT', clientId: 7, productType: 2, amountCents: 1200 });
    expect(credit.map((e) => [e.account, e.amountCents])).toEqual([
      ['client', 1200],
      ['revenue', -1200],
    ]);
  });

  it('a refund pays out of the balance; promos and subsidies are house expenses', () => {
    const shape = (kind: SingleClientKind) =>
      entriesOf({ kind, clientId: 1, productType: 1, amountCents: 100 }).map((e) => [
        e.account,
        e.amountCents,
      ]);
    expect(shape('REFUND')).toEqual([
      ['client', -100],
      ['refunds', 100],
    ]);
    expect(shape('PROMO')).toEqual([
      ['client', 100],
      ['promo-expense', -100],
    ]);
    expect(shape('SUBSIDY')).toEqual([
      ['client', 100],
      ['subsidy-expense', -100],
    ]);
    expect(shape('CARD_CHARGE')[1]).toEqual(['cash-in', -100]);
    expect(shape('CHARGE')).toEqual([
      ['client', -100],
      ['revenue', 100],
    ]);
  });

  it('a transfer moves between two products of one client, a group transfer between clients', () => {
    expect(
      entriesOf({ kind: 'TRANSFER', clientId: 3, source: 1, target: 2, amountCents: 50 }),
    ).toEqual([
      { account: 'client', clientId: 3, productType: 1, amountCents: -50 },
      { account: 'client', clientId: 3, productType: 2, amountCents: 50 },
    ]);
    const group = entriesOf({
      kind: 'GROUP_BALANCE_TRANSFER',
      sourceClientId: 9,
      targetClientId: 4,
      productType: 2,
      amountCents: 75,
    });
    expect(balanceChanges(group)).toEqual([
      { clientId: 4, productType: 2, deltaCents: 75 },
      { clientId: 9, productType: 2, deltaCents: -75 },
    ]);
  });

  it('a group debt replacement pays the group member back from the client', () => {
    const replaced = entriesOf({
      kind: 'GROUP_DEBT_REPLACEMENT',
      clientId: 4,
      groupClientId: 9,
      productType: 1,
      amountCents: 60,
    });
    expect(balanceChanges(replaced)).toEqual([
      { clientId: 4, productType: 1, deltaCents: -60 },
      { clientId: 9, productType: 1, deltaCents: 60 },
    ]);
  });

  it('every movement is balanced and touches its balances in client, product order', () => {
    fc.assert(
      fc.property(movement, (m) => {
        const entries = entriesOf(m);
        expect(isBalanced(entries)).toBe(true);
        expect(entries.every((e) => Number.isInteger(e.amountCents))).toBe(true);
        const changes = balanceChanges(entries);
        const keys = changes.map((c) => c.clientId * 10 + c.productType);
        expect(keys).toEqual([...keys].sort((a, b) => a - b));
      }),
    );
  });

  it('tells an unbalanced set of entries', () => {
    expect(isBalanced([{ amountCents: 5 }, { amountCents: -4 }])).toBe(false);
    expect(isBalanced([])).toBe(true);
  });
});
