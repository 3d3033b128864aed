import { z } from 'zod';
import { movementCents } from '@client-admin/domain/billing/billing-amount';
import { BILLING_MESSAGES as M } from '@client-admin/domain/billing/billing-messages';

const DOLLARS = /^\d+(\.\d+)?$/;

/** What a typed amount is in cents, or why it is refused (the domain's amount rule). */
export function parseAmountText(text: string) {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '');
  return DOLLARS.test(plain)
    ? movementCents(Number(plain))
    : ({ ok: false, message: M.amountNotANumber } as const);
}

/** An amount field: typed dollars in, dollars with at most two decimals out. */
export const amountText = z.string().transform((text, ctx) => {
  const check = parseAmountText(text);
  if (!check.ok) {
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  }
  return check.cents / 100;
});
