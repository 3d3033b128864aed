import { randomBytes } from 'node:crypto';
import { CONTRACT_LINK_DAYS } from '@client-admin/domain/signup/signup-constants';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import type { EmailSender } from '../../adapters/email/email-sender';
import { escapeHtml } from '../../adapters/email/escape-html';
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { sha256 } from './contract-document';
import { loadSignup, ruleFlagsFor, type SignupDeps } from './signup.service';
import { validateSignup } from './signup-validation';
import {
  findContractLink,
  findSignup,
  replaceContractLink,
  updateSignup,
  type ContractLinkRow,
  type SignupRow,
} from './signup.repository';

export interface ContractMailDeps extends SignupDeps {
  email: EmailSender;
  publicUrl: string;
}

const DAY_MS = 86_400_000;

/** Only this hash of a link's token is stored; the token itself exists only in the e-mail. */
export const hashContractToken = (token: string) => sha256(token);

export const contractLink = (publicUrl: string, token: string) =>
  `${publicUrl}/signup/sign-contract/${token}`;

/**
 * POST /api/sales/{id}/send-contract: a signup without errors (the client's card aside) gets a
 * new link, valid for CONTRACT_LINK_DAYS, mailed to its contact e-mail; earlier links stop
 * working. A signed one is 409; one with errors is 400 naming them.
 */
export async function sendContract(
  deps: ContractMailDeps,
  user: RequestUser,
  id: number,
  now: Date = new Date(),
): Promise<{ message: string; contractSentAt: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CONTRACT_LINK_DAYS * DAY_MS);
  const signup = await deps.db.transaction(async (tx) => {
    const row = await loadSignup(tx, id, true);
    if (row.status === 'SIGNED') throw conflict(M.alreadySigned);
    const result = validateSignup(row.fields, await ruleFlagsFor(deps, row.fields));
    if (!result.isAccountValid) {
      const errors = result.results.map((r) => r.message).join('; ');
      throw badRequest('validationResult', `${M.notReadyToSend}: ${errors}`);
    }
    await replaceContractLink(tx, {
      tokenHash: hashContractToken(token),
      signupId: id,
      sentTo: row.fields.client.email,
      expiresAt,
    });
    return updateSignup(tx, id, { status: 'SENT', contractSentAt: now });
  });
  const link = contractLink(deps.publicUrl, token);
  const name = signup.fields.client.businessContactFirstName || signup.fields.client.fullName;
  const until = expiresAt.toISOString().slice(0, 10);
  await deps.email.send({
    to: signup.fields.client.email,
    category: 'contract',
    subject: 'Your lead purchase agreement is ready to sign',
    text: `Hello ${name},\n\n${user.name || user.email} has prepared your lead purchase agreement. Read and sign it here, until ${until}:\n${link}\n\nNo password is needed to sign; after signing you set the password of your account.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(user.name || user.email)} has prepared your lead purchase agreement. Read and sign it here, until ${until}:</p><p><a href="${link}">${link}</a></p><p>No password is needed to sign; after signing you set the password of your account.</p>`,
  });
  return {
    message: M.contractSent,
    contractSentAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The link of a token and its signup, as long as it may sign: an unknown token is a 404 that
 * says nothing of any signup, a spent one or a signed signup 409, an expired one 400 naming the
 * path's field.
 */
export async function openContractLink(
  tx: Tx,
  token: string,
  field: string,
  now: Date,
): Promise<{ link: ContractLinkRow; signup: SignupRow }> {
  const link = await findContractLink(tx, hashContractToken(token));
  const signup = link ? await findSignup(tx, link.signupId) : null;
  if (!link || !signup) throw notFound(M.linkInvalid);
  if (link.usedAt || signup.status === 'SIGNED') throw conflict(M.alreadySigned);
  if (link.expiresAt <= now) throw badRequest(field, M.contractExpired);
  return { link, signup };
}
