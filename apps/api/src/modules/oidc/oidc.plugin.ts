import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { SigningKeys } from '../../adapters/identity/signing-keys';
import type { EmailSender } from '../../adapters/email/email-sender';
import { ensureCookieKeys } from '../../adapters/identity/cookie-keys';
import { createOidcProvider } from './oidc-provider';
import { OIDC_PREFIX } from './oidc-scope';
import { interactionRoutes } from './interaction.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { providerMount } from './provider-mount';
import { renderMessagePage } from './pages/password-pages';
import { autoSubmitScriptRoute } from './pages/auto-submit-script';

export interface OidcPluginOptions {
  config: AppConfig;
  db: Database;
  signingKeys: SigningKeys;
  email: EmailSender;
  /** POSTs a minute per IP on the sign-in pages; defaults to AUTH_RATE_LIMIT_PER_MINUTE or 20. */
  rateLimitPerMinute?: number;
}

/** The embedded OpenID Connect issuer at {publicUrl}/oidc with its sign-in pages. */
export async function oidcPlugin(app: FastifyInstance, options: OidcPluginOptions) {
  const { config, db } = options;
  const provider = createOidcProvider({
    config,
    db,
    signingKeys: options.signingKeys,
    cookieKeys: await ensureCookieKeys(db),
  });
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'oidc server error'));
  const rateLimit = {
    max: options.rateLimitPerMinute ?? app.config.authRateLimitPerMinute,
    timeWindow: '1 minute',
  };

  await app.register(async (pages) => {
    await pages.register(formbody);
    pages.setErrorHandler((err: { statusCode?: number }, _request, reply) => {
      if (err.statusCode !== 429) throw err;
      return reply
        .status(429)
        .type('text/html; charset=utf-8')
        .send(
          renderMessagePage({
            title: 'Too many attempts',
            message: 'Too many attempts. Please wait a minute and try again.',
            link: { href: `${config.publicUrl}/`, label: 'Back to the portal' },
            isError: true,
          }),
        );
    });
    await pages.register(interactionRoutes, { provider, config, db, rateLimit });
    await pages.register(passwordResetRoutes, { config, db, email: options.email, rateLimit });
    await pages.register(autoSubmitScriptRoute);
  });
  await app.register(providerMount, { provider, mountPath: OIDC_PREFIX });
}
