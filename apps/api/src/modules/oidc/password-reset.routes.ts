import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { formField } from './form-body';

export interface PasswordResetRoutesOptions {
  config: AppConfig;
  db: Database;
  email: EmailSender;
  rateLimit: { max: number; timeWindow: string };
}

const uidPattern = /^[\w-]{1,100}$/;
const tokenPattern = /^[\w-]{20,100}$/;

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
  const portal = `${config.publicUrl}/`;
  const routeConfig = { public: true };
  const postConfig = { public: true, rateLimit: options.rateLimit };

  // Back to the sign-in page of the interaction the user came from, when there is one.
  const backTo = (uid: unknown) =>
    typeof uid === 'string' && uidPattern.test(uid)
      ? `/oidc/interaction/${uid}?view=signin`
      : portal;
  const action = (uid: unknown) =>
    typeof uid === 'string' && uidPattern.test(uid) ? `/oidc/forgot?uid=${uid}` : '/oidc/forgot';

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

  app.get<{ Querystring: { uid?: string } }>(
    '/oidc/forgot',
    { config: routeConfig },
    async (request, reply) =>
      html(
        reply,
        200,
        renderForgotPasswordPage({
          backTo: backTo(request.query.uid),
          action: action(request.query.uid),
        }),
      ),
  );

  app.post<{ Querystring: { uid?: string } }>(
    '/oidc/forgot',
    { config: postConfig },
    async (request, reply) => {
      await requestPasswordReset(
        { db, email: options.email, publicUrl: config.publicUrl },
        formField(request.body, 'email'),
      );
      const page = renderForgotPasswordPage({
        backTo: backTo(request.query.uid),
        action: action(request.query.uid),
        notice: RESET_REQUESTED,
      });
      return html(reply, 200, page);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/oidc/reset/:token',
    { config: routeConfig },
    async (request, reply) => {
      const { token } = request.params;
      if (!tokenPattern.test(token) || !(await isResetTokenOpen(db, token))) {
        return invalidLink(reply);
      }
      return html(reply, 200, renderResetPasswordPage({ action: `/oidc/reset/${token}` }));
    },
  );

  app.post<{ Params: { token: string } }>(
    '/oidc/reset/:token',
    { config: postConfig },
    async (request, reply) => {
      const { token } = request.params;
      if (!tokenPattern.test(token)) return invalidLink(reply);
      const result = await resetPassword(
        db,
        token,
        formField(request.body, 'password'),
        formField(request.body, 'confirmPassword'),
      );
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
