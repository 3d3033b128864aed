import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { EmailSender } from '../../adapters/email/email-sender';
import {
  renderForgotPasswordPage,
  renderMessagePage,
  renderResetPasswordPage,
} from './pages/password-pages';
import {
  isResetTokenOpen,
  requestPasswordReset,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  resetPassword,
} from './password-reset.service';
import { formErrors } from './form-body';
import { forgotForm, forgotQuery, resetForm, resetParams } from './oidc-forms';

export interface PasswordResetRoutesOptions {
  config: AppConfig;
  db: Database;
  email: EmailSender;
  rateLimit: { max: number; timeWindow: string };
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** Forgotten password: ask for a link by e-mail, then choose a new password through it. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRoutesOptions,
) {
  const { config, db } = options;
  const pages = app.withTypeProvider<ZodTypeProvider>();
  const portal = `${config.publicUrl}/`;
  const routeConfig = { public: true };
  const postConfig = { public: true, rateLimit: options.rateLimit };
  const forgotSchema = { hide: true, querystring: forgotQuery };
  // A refused token or form still gets its page (validationError), never a JSON answer.
  const resetSchema = { hide: true, params: resetParams };

  // Back to the sign-in page of the interaction the user came from, when there is one.
  const backTo = (uid: string | undefined) =>
    uid ? `/oidc/interaction/${uid}?view=signin` : portal;
  const action = (uid: string | undefined) => (uid ? `/oidc/forgot?uid=${uid}` : '/oidc/forgot');

  const invalidLink = (reply: FastifyReply) =>
    html(
      reply,
      400,
      renderMessagePage({
        title: 'Reset your password',
        message: RESET_LINK_INVALID,
        link: { href: '/oidc/forgot', label: 'Ask for a new link' },
        isError: true,
      }),
    );

  pages.get('/oidc/forgot', { config: routeConfig, schema: forgotSchema }, async (request, reply) =>
    html(
      reply,
      200,
      renderForgotPasswordPage({
        backTo: backTo(request.query.uid),
        action: action(request.query.uid),
      }),
    ),
  );

  pages.post(
    '/oidc/forgot',
    { config: postConfig, schema: { ...forgotSchema, body: forgotForm } },
    async (request, reply) => {
      await requestPasswordReset(
        { db, email: options.email, publicUrl: config.publicUrl },
        request.body.email,
      );
      const page = renderForgotPasswordPage({
        backTo: backTo(request.query.uid),
        action: action(request.query.uid),
        notice: RESET_REQUESTED,
      });
      return html(reply, 200, page);
    },
  );

  pages.get(
    '/oidc/reset/:token',
    { config: routeConfig, schema: resetSchema, attachValidation: true },
    async (request, reply) => {
      const { token } = request.params;
      if (request.validationError || !(await isResetTokenOpen(db, token))) {
        return invalidLink(reply);
      }
      return html(reply, 200, renderResetPasswordPage({ action: `/oidc/reset/${token}` }));
    },
  );

  pages.post(
    '/oidc/reset/:token',
    { config: postConfig, schema: { ...resetSchema, body: resetForm }, attachValidation: true },
    async (request, reply) => {
      const { token } = request.params;
      const refused = request.validationError;
      if (refused?.validationContext === 'params') return invalidLink(reply);
      const result = refused
        ? { ok: false as const, errors: formErrors(refused) }
        : await resetPassword(db, token, request.body.password, request.body.confirmPassword);
      if (result.ok) {
        return html(
          reply,
          200,
          renderMessagePage({
            title: 'Password changed',
            message: 'Your password has been changed. You can sign in with it now.',
            link: { href: portal, label: 'Sign in' },
          }),
        );
      }
      if ('invalidLink' in result) return invalidLink(reply);
      const page = renderResetPasswordPage({
        action: `/oidc/reset/${token}`,
        errors: result.errors,
      });
      return html(reply, 400, page);
    },
  );
}
