import { z } from 'zod';
import { accountNameMessage, isValidAccountName } from '@client-admin/domain/account-name';
import { INVALID_EMAIL_FORMAT, isValidEmail } from '@client-admin/domain/email';
import { isValidPassword, PASSWORD_RULE_MESSAGE } from '@client-admin/domain/password';
import { isUsStateAbbreviation } from '@client-admin/domain/us-states';
import { email, LENGTHS, text } from '@client-admin/contracts/schema-builders';
import { formSchema } from './form-body';

/**
 * The schemas of the sign-in pages' requests. The pages answer HTML: a refused path names no
 * sign-in (the expired or invalid-link page), a refused form shows the page with its messages,
 * and a value whose page answer would be the same as for an empty one is read as empty.
 */

export const PASSWORDS_DIFFER = 'Passwords do not match.';

/** oidc-provider's interaction ids. */
const uid = text({ max: 100 }).regex(/^[\w-]+$/);
const password = text({ max: LENGTHS.note });

export const interactionParams = z.object({ uid });
/** view=signin shows the sign-in page of a sign-up interaction; any other value is ignored. */
export const interactionQuery = z.object({
  view: text({ max: LENGTHS.code }).optional().catch(undefined),
});

/** Every wrong value signs nobody in, as an empty one does, and is counted as a failed attempt. */
export const signInForm = formSchema({
  email: text({ max: LENGTHS.email }).catch(''),
  password: password.catch(''),
});

const name = (label: string) =>
  text({ max: 50, trim: true, tooLong: `${label} must be at most 50 characters` })
    .min(1, `${label} is required`)
    .refine(isValidAccountName, accountNameMessage(label));

export const signUpForm = formSchema({
  email: text({ max: LENGTHS.email, trim: true, tooLong: INVALID_EMAIL_FORMAT })
    .min(1, 'Email is required')
    .refine(isValidEmail, INVALID_EMAIL_FORMAT),
  firstName: name('First name'),
  lastName: name('Last name'),
  state: text({ max: LENGTHS.code, tooLong: 'State is required' }).refine(
    isUsStateAbbreviation,
    'State is required',
  ),
  password: password.refine(isValidPassword, PASSWORD_RULE_MESSAGE),
  confirmPassword: password,
}).refine((form) => form.password === form.confirmPassword, {
  message: PASSWORDS_DIFFER,
  path: ['confirmPassword'],
});
export type SignUpForm = z.infer<typeof signUpForm>;

/** The page says the same whether a link was sent or not; a bad uid only loses the way back. */
export const forgotQuery = z.object({ uid: uid.optional().catch(undefined) });
export const forgotForm = formSchema({ email: email().catch('') });

export const resetParams = z.object({ token: text({ max: 100 }).regex(/^[\w-]{20,}$/) });
export const resetForm = formSchema({ password, confirmPassword: password });
