import { MAX_MOVEMENT_CENTS } from './billing-constants';

const maxDollars = (MAX_MOVEMENT_CENTS / 100).toLocaleString('en-US');

/** Billing texts: seed 002 §8 word for word, then ours (decision 0027). */
export const BILLING_MESSAGES = {
  failedToLoadTransactions: 'Failed to load transactions',
  transactionCreated: 'Transaction successfully created',
  failedToCreateTransaction: (serverText: string) => `Failed to create transaction: ${serverText}`,
  errorGettingTransactions: 'Error: Getting transactions..',
  unableToRemoveTransaction: 'Error: Unable to remove transaction.',
  paymentError: (text: string) => `Oops there was an error with your payment: ${text}`,

  amountNotANumber: 'Amount must be an amount in dollars',
  amountDecimals: 'Amount may have at most two decimals',
  amountPositive: 'Amount must be more than $0',
  amountTooLarge: `Amount must be at most $${maxDollars}`,
  unknownProduct: 'Unknown product type: use 1 (Web) or 2 (Call)',
  unknownTransactionType: 'Unknown transaction type',
  notManualType: 'This type of transaction cannot be created by hand',
  clientMismatch: 'ClientId must be the client of the path',
  transferToItself: 'The source and the target of a transfer must differ',
  belowLimit: (product: string) => `The ${product} balance may not go below its limit`,
  transactionNotFound: 'Transaction not found',
  transferAlreadyReversed: 'This group balance transfer was already reversed',
  reversalNotReversible: 'A reversal cannot be reversed',
  notRefundable: 'Only a deposit or a card charge can be refunded',
  refundOtherProduct: 'The refunded transaction belongs to another product',
  refundAboveCharge: 'A refund may not exceed what is left of the amount charged',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to 255 visible ASCII characters`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request; use a new key',
  // Ours: the billing screen's own words.
  chooseClient: 'Choose a client to see its payments and billing.',
  noGroupTransfers: 'No group balance transfers',
  targetClientRequired: 'Enter the id of the client that receives the money',
  balanceNotAvailable: 'Not available',
  transferReversed: 'Group balance transfer reversed',
  failedToReverseTransfer: (serverText: string) =>
    `Failed to reverse group balance transfer: ${serverText}`,
  transactionsShown: (first: number, last: number, total: number, totalIsLowerBound = false) =>
    `Transactions ${first} to ${last} of ${totalIsLowerBound ? 'more than ' : ''}${total}`,
} as const;
