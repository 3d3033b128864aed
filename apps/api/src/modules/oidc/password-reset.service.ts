import { createHash, randomBytes } from 'node:crypto';
import { isValidPassword, PASSWORD_RULE_MESSAGE } from '@client-admin/domain/password';
import type { Database } from '../../db/database';
import type { EmailSender } from '../../adapters/email/email-sender';
import { escapeHtml } from '../../adapters/email/escape-html';
import { hashPassword } from '../../adapters/identity/passwords';
import {
  consumePasswordReset,
  findOpenPasswordReset,
  findUserByEmail,
  insertPasswordReset,
} from './accounts.repository';
import { PASSWORDS_DIFFER } from './oidc-forms';

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent it a link to reset your password. The link works for one hour.';
export const RESET_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
const RESET_TTL_MS = 60 * 60 * 1000;

/** Only this hash of a reset token is stored; the token itself exists only in the e-mail. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/oidc/reset/${token}`;
}

/** Mails a one-hour reset link when the login exists; the caller answers the same either way. */
export async function requestPasswordReset(
  deps: { db: Database; email: EmailSender; publicUrl: string },
  address: string,
): Promise<void> {
  const user = address.trim() ? await findUserByEmail(deps.db, address) : undefined;
  if (!user || !user.accountEnabled) return;
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(deps.db, {
    tokenHash: hashResetToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = resetLink(deps.publicUrl, token);
  await deps.email.send({
    to: user.email,
    category: 'password-reset',
    subject: 'Reset your password',
    text: `Hello ${user.firstName},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail; your password stays the same.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Use this link within one hour to choose a new password:</p><p><a href="${link}">${link}</a></p><p>If you did not ask for it, ignore this e-mail; your password stays the same.</p>`,
  });
}

export async function isResetTokenOpen(db: Database, token: string): Promise<boolean> {
  const ticket = await findOpenPasswordReset(db, hashResetToken(token));
  return Boolean(ticket?.accountEnabled);
}

export type ResetResult =
  { ok: true } | { ok: false; errors: Record<string, string> } | { ok: false; invalidLink: true };

export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  confirmPassword: string,
): Promise<ResetResult> {
  if (!isValidPassword(password)) return { ok: false, errors: { password: PASSWORD_RULE_MESSAGE } };
  if (password !== confirmPassword) {
    return { ok: false, errors: { confirmPassword: PASSWORDS_DIFFER } };
  }
  if (!(await isResetTokenOpen(db, token))) return { ok: false, invalidLink: true };
  const done = await consumePasswordReset(db, hashResetToken(token), await hashPassword(password));
  return done ? { ok: true } : { ok: false, invalidLink: true };
}
