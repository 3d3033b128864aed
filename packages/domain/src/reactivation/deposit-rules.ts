import { hasWholeCents } from '../money';
import { REACTIVATION_MESSAGES as M } from './reactivation-messages';

/** The smallest deposit a card-billed product takes when reactivating (seed 000 §5, §9). */
export const MIN_REACTIVATION_DEPOSIT = 100;

/** The deposit step's fields per product: the lowercase product name plus PaymentId or Amount. */
export const depositFieldNames = (productName: string) => {
  const base = productName.split(' ')[0]!.toLowerCase();
  return { paymentId: `${base}PaymentId`, amount: `${base}Amount` };
};

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;

/** Payment id: required, an integer, nonzero. Answers the message, or null when valid. */
export function paymentIdError(productName: string, value: unknown): string | null {
  if (isBlank(value)) return M.paymentMethodRequired(productName);
  const n = asNumber(value);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return M.paymentMethodNumber(productName);
  if (n === 0) return M.paymentMethodRequired(productName);
  return null;
}

/** Amount: required, numeric, at most two decimals, at least 100. */
export function depositAmountError(productName: string, value: unknown): string | null {
  if (isBlank(value)) return M.amountRequired(productName);
  if (typeof value === 'string' && !/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value)) {
    return M.amountNumber(productName);
  }
  const n = asNumber(value);
  if (!Number.isFinite(n)) return M.amountNumber(productName);
  const tooPrecise =
    typeof value === 'string' ? (value.trim().split('.')[1] ?? '').length > 2 : !hasWholeCents(n);
  if (tooPrecise) return M.amountDecimals;
  if (n < MIN_REACTIVATION_DEPOSIT) return M.amountMinimum(productName, MIN_REACTIVATION_DEPOSIT);
  return null;
}
