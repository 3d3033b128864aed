import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
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
 * The headers helmet writes with these options, read once from a response it writes them to:
 * the policy holds no per-request part (no nonces), so every answer carries the same ones.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The portal and the sign-in pages run no inline script and are never framed. Inline styles
 * stay allowed: MUI writes its styles into <style> elements at run time. HSTS only over https,
 * so a developer's http://localhost is not pinned to TLS. The headers are made once: helmet's
 * Fastify plugin built helmet again (its policy parsed again) on every request (decision 0041).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    const overTls = config.publicUrl.startsWith('https://');
    const headers = helmetHeaders({
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // Answers that carry client data are never kept by the browser or a shared cache.
    app.addHook('onSend', (request, reply, payload, done) => {
      const path = routedPath(request);
      if (isApiPath(path) && !isApiDocsPath(path)) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
);
