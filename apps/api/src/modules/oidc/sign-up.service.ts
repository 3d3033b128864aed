import { z } from 'zod';
import { accountNameMessage, isValidAccountName } from '@client-admin/domain/account-name';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { isValidPassword, PASSWORD_RULE_MESSAGE } from '@client-admin/domain/password';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import type { Database } from '../../db/database';
import { hashPassword } from '../../adapters/identity/passwords';
import { findUserByEmail, insertUser } from './accounts.repository';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .refine(isValidAccountName, accountNameMessage(label));

const signUpForm = z
  .object({
    email: z.string().trim().min(1, 'Email is required').refine(isValidEmail, INVALID_EMAIL_FORMAT),
    firstName: name('First name'),
    lastName: name('Last name'),
    state: z.string().refine(isUsStateAbbreviation, 'State is required'),
    password: z.string().refine(isValidPassword, PASSWORD_RULE_MESSAGE),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });

export type SignUpResult =
  { ok: true; userId: string } | { ok: false; errors: Record<string, string> };

/** Makes an agent's login (no roles, no client yet); its default client comes on first use. */
export async function signUp(db: Database, form: Record<string, unknown>): Promise<SignUpResult> {
  const parsed = signUpForm.safeParse(form);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  }
  const { email, firstName, lastName, state, password } = parsed.data;
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
