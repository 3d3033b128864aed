import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from './billing-messages';

describe('billing messages (seed 002 §8)', () => {
  it("keeps the seed's words", () => {
    expect(M.failedToLoadTransactions).toBe('Failed to load transactions');
    expect(M.transactionCreated).toBe('Transaction successfully created');
    expect(M.failedToCreateTransaction('Amount must be more than $0')).toBe(
      'Failed to create transaction: Amount must be more than $0',
    );
    expect(M.errorGettingTransactions).toBe('Error: Getting transactions..');
    expect(M.unableToRemoveTransaction).toBe('Error: Unable to remove transaction.');
    expect(M.paymentError('declined')).toBe('Oops there was an error with your payment: declined');
  });

  it('names the limits in ours', () => {
    expect(M.amountTooLarge).toBe('Amount must be at most $100,000');
    expect(M.belowLimit('Web')).toBe('The Web balance may not go below its limit');
  });

  it('says "more than" of a count that stopped at the search bound', () => {
    expect(M.transactionsShown(1, 10, 42)).toBe('Transactions 1 to 10 of 42');
    expect(M.transactionsShown(11, 20, 1000, true)).toBe('Transactions 11 to 20 of more than 1000');
  });
});
