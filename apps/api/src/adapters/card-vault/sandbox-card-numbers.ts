/**
 * The sandbox vault's test cards (decision 0031): what charges of a card do, by its number. Any
 * other number that passes the Luhn check approves, as a provider's sandbox does.
 */
export const SANDBOX_OUTCOMES = ['approve', 'decline', 'error', 'refund-decline'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const SANDBOX_TEST_CARDS: Record<string, SandboxOutcome> = {
  '4111111111111111': 'approve',
  '5424000000000015': 'approve',
  '4000000000000002': 'decline',
  '4000000000000119': 'error',
  /** Charges approve; refunds to it are declined (decision 0040). */
  '4000000000000259': 'refund-decline',
};

export const sandboxOutcomeOf = (digits: string): SandboxOutcome =>
  SANDBOX_TEST_CARDS[digits] ?? 'approve';

/** Authorize.Net's codes and texts, as the sandbox answers them. */
export const SANDBOX_MESSAGES = {
  ok: { code: 'I00001', text: 'Successful.' },
  tokenOk: { code: 'I_WC_01', text: 'Successful.' },
  approved: { code: '1', text: 'This transaction has been approved.' },
  duplicate: { code: '11', text: 'A duplicate transaction has been submitted.' },
  declined: { code: 'E00027', text: 'This transaction has been declined.' },
  processingError: {
    code: '57',
    text: 'An error occurred in processing. Please try again in 5 minutes.',
  },
  badAuth: {
    code: 'E_WC_21',
    text: 'User authentication failed due to invalid authentication values.',
  },
  badNumber: { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
  badMonth: { code: 'E_WC_06', text: 'Please provide valid expiration month.' },
  badYear: { code: 'E_WC_07', text: 'Please provide valid expiration year.' },
  pastExpiry: { code: 'E_WC_08', text: 'Expiration date must be in the future.' },
  badCvv: { code: 'E_WC_15', text: 'Please provide valid CVV.' },
  badZip: { code: 'E_WC_16', text: 'Please provide valid Zip code.' },
  badToken: { code: 'E00114', text: 'Invalid OTS Token.' },
  expiredToken: { code: 'E00117', text: 'OTS Token has expired.' },
  unknownProfile: { code: 'E00040', text: 'The record cannot be found.' },
  unknownTransaction: { code: 'E00040', text: 'The record cannot be found.' },
  refundTooLarge: {
    code: '55',
    text: 'The sum of credits against the referenced transaction would exceed original debit amount.',
  },
  notVoidable: { code: '16', text: 'The transaction cannot be found.' },
} as const;

/** The sandbox's public credentials: the browser may see them, they open nothing else. */
export const SANDBOX_API_LOGIN_ID = 'sandbox-login';
export const SANDBOX_CLIENT_KEY = 'sandbox-client-key';
export const SANDBOX_SCRIPT_PATH = '/sandbox-vault/accept.js';
export const SANDBOX_TOKENS_PATH = '/sandbox-vault/v1/tokens';
export const SANDBOX_TOKEN_DESCRIPTOR = 'COMMON.SANDBOX.INAPP.PAYMENT';
/** One-time tokens expire after this long. */
export const SANDBOX_TOKEN_MINUTES = 15;
