import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { renderSignInPage, type SignInPolicy } from './pages/sign-in-page';
import { renderSignUpPage } from './pages/sign-up-page';
import { renderMessagePage } from './pages/password-pages';
import { signIn } from './sign-in.service';
import { signUp } from './sign-up.service';
import { formErrors, formFields } from './form-body';
import { interactionParams, interactionQuery, signInForm, signUpForm } from './oidc-forms';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = Pick<FastifyRequest, 'raw' | 'validationError'> & { params: { uid: string } };

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: Database;
  rateLimit: { max: number; timeWindow: string };
}

function policyOf(interaction: Interaction): SignInPolicy {
  const policy = String(interaction.params.policy ?? '').toLowerCase();
  return policy === 'staff' || policy === 'signup' ? policy : 'agent';
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * The sign-in and sign-up pages the issuer sends the browser to. They finish the interaction
 * with the login's id; oidc-provider then grants the portal and redirects back with a code.
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { provider, config, db } = options;
  const pages = app.withTypeProvider<ZodTypeProvider>();
  const routeConfig = { public: true };
  const postConfig = { public: true, rateLimit: options.rateLimit };
  // A refused request still gets its page (validationError), never a JSON answer.
  const hidden = { hide: true, params: interactionParams };

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      renderMessagePage({
        title: 'Sign-in expired',
        message: 'Your sign-in session has expired. Please start again.',
        link: { href: `${config.publicUrl}/`, label: 'Back to the portal' },
        isError: true,
      }),
    );

  /** The interaction named by the cookie, only if it is the one in the path. */
  async function loadInteraction(
    request: UidRequest,
    reply: FastifyReply,
  ): Promise<Interaction | null> {
    if (request.validationError?.validationContext === 'params') return null;
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch {
      return null;
    }
  }

  async function finishLogin(request: UidRequest, reply: FastifyReply, accountId: string) {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId, remember: true } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }

  pages.get(
    '/oidc/interaction/:uid',
    {
      config: routeConfig,
      schema: { ...hidden, querystring: interactionQuery },
      attachValidation: true,
    },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return expired(reply);
      const policy = policyOf(interaction);
      if (policy === 'signup' && request.query.view !== 'signin') {
        return html(reply, 200, renderSignUpPage({ uid: interaction.uid }));
      }
      return html(reply, 200, renderSignInPage({ uid: interaction.uid, policy }));
    },
  );

  pages.post(
    '/oidc/interaction/:uid',
    { config: postConfig, schema: { ...hidden, body: signInForm }, attachValidation: true },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return expired(reply);
      const { email, password } = request.body;
      const result = await signIn(db, email, password);
      if (result.ok) return finishLogin(request, reply, result.userId);
      const page = renderSignInPage({
        uid: interaction.uid,
        policy: policyOf(interaction),
        email,
        error: result.error,
      });
      return html(reply, 401, page);
    },
  );

  pages.get(
    '/oidc/interaction/:uid/signup',
    { config: routeConfig, schema: hidden, attachValidation: true },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return expired(reply);
      return html(reply, 200, renderSignUpPage({ uid: interaction.uid }));
    },
  );

  pages.post(
    '/oidc/interaction/:uid/signup',
    { config: postConfig, schema: { ...hidden, body: signUpForm }, attachValidation: true },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return expired(reply);
      const result = request.validationError
        ? { ok: false as const, errors: formErrors(request.validationError) }
        : await signUp(db, request.body);
      if (result.ok) return finishLogin(request, reply, result.userId);
      const values = formFields(request.body, Object.keys(signUpForm.out.shape));
      const page = renderSignUpPage({ uid: interaction.uid, values, errors: result.errors });
      return html(reply, 400, page);
    },
  );
}
