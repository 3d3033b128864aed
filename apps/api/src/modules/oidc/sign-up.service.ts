import type { Database } from '../../db/database';
import { hashPassword } from '../../adapters/identity/passwords';
import { findUserByEmail, insertUser } from './accounts.repository';
import type { SignUpForm } from './oidc-forms';

export const EMAIL_TAKEN = 'An account with this email already exists.';

export type SignUpResult =
  { ok: true; userId: string } | { ok: false; errors: Record<string, string> };

/**
 * Makes an agent's login (no roles, no client yet) from a checked form; its default client comes
 * on first use.
 */
export async function signUp(db: Database, form: SignUpForm): Promise<SignUpResult> {
  const { email, firstName, lastName, state, password } = form;
  if (await findUserByEmail(db, email)) return { ok: false, errors: { email: EMAIL_TAKEN } };
  const user = await insertUser(db, {
    email,
    firstName,
    lastName,
    signupState: state,
    passwordHash: await hashPassword(password),
  });
  if (!user) return { ok: false, errors: { email: EMAIL_TAKEN } };
  return { ok: true, userId: user.id };
}
