import type { Database } from '../../db/database';
import { verifyPassword } from '../../adapters/identity/passwords';
import {
  addFailedAttempt,
  findUserByEmail,
  lockUser,
  recordSignIn,
  type UserRow,
} from './accounts.repository';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_DISABLED = 'Your account is disabled. Please contact support.';
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export function lockedMessage(lockedUntil: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return `Your account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type SignInResult = { ok: true; userId: string } | { ok: false; error: string };

async function failedPassword(db: Database, user: UserRow): Promise<SignInResult> {
  const attempts = await addFailedAttempt(db, user.id);
  if (attempts < MAX_FAILED_ATTEMPTS) return { ok: false, error: INVALID_CREDENTIALS };
  const until = new Date(Date.now() + LOCK_MINUTES * 60_000);
  await lockUser(db, user.id, until);
  return { ok: false, error: lockedMessage(until) };
}

/**
 * Checks a sign-in: a locked login is refused even with the right password; five wrong passwords
 * in a row lock it for 15 minutes; a right one clears the count and stamps lastLoginAt.
 */
export async function signIn(db: Database, email: string, password: string): Promise<SignInResult> {
  const user = email.trim() ? await findUserByEmail(db, email) : undefined;
  if (!user) {
    await verifyPassword(null, password);
    return { ok: false, error: INVALID_CREDENTIALS };
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    return { ok: false, error: lockedMessage(user.lockedUntil) };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return failedPassword(db, user);
  if (!user.accountEnabled) return { ok: false, error: ACCOUNT_DISABLED };
  await recordSignIn(db, user.id);
  return { ok: true, userId: user.id };
}
