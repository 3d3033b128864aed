import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config';
import { authnetOrigins } from '../adapters/card-vault/authnet-card-vault';
import { isApiDocsPath, isApiPath, routedPath } from './request-path';

/** Origins the portal's scripts may call besides its own: an outside issuer. */
function connectSources(config: AppConfig): string[] {
  return [
    ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : []),
    ...(config.cardVault.kind === 'authnet'
      ? [authnetOrigins(config.cardVault.settings.environment).connect]
      : []),
  ];
}

/** Scripts besides the portal's own: Authorize.Net's Accept.js when it is the card vault. */
function scriptSources(config: AppConfig): string[] {
  return config.cardVault.kind === 'authnet'
    ? [authnetOrigins(config.cardVault.settings.environment).script]
    : [];
}

/**
 * The portal and the sign-in pages run no inline script and are never framed. Inline styles
 * stay allowed: MUI writes its styles into <style> elements at run time. HSTS only over https,
 * so a developer's http://localhost is not pinned to TLS.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const overTls = config.publicUrl.startsWith('https://');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptSources(config)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          // The call recordings' player plays the audio it fetched with the bearer token (data:).
          mediaSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...connectSources(config)],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(overTls ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: overTls ? { maxAge: 31536000, includeSubDomains: true } : false,
    });

    // Answers that carry client data are never kept by the browser or a shared cache.
    app.addHook('onSend', async (request, reply, payload) => {
      const path = routedPath(request);
      if (isApiPath(path) && !isApiDocsPath(path)) reply.header('Cache-Control', 'no-store');
      return payload;
    });
  },
);
