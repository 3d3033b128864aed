import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Hands /oidc and /oidc/* to oidc-provider's Koa app. Fastify must not read these bodies (the
 * provider parses them itself), so this context's only content-type parser leaves the stream.
 */
export async function providerMount(
  app: FastifyInstance,
  options: { provider: Provider; mountPath: string },
) {
  const callback = options.provider.callback();
  const prefix = options.mountPath;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const original = raw.url ?? '/';
    // oidc-provider finds its mount path from originalUrl minus url.
    raw.originalUrl = original;
    raw.url = original.slice(prefix.length) || '/';
    if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
    await callback(raw, reply.raw);
  };

  // The provider documents itself (/oidc/.well-known/openid-configuration), not in the API's.
  const routeOptions = { config: { public: true }, schema: { hide: true } };
  app.all(prefix, routeOptions, handler);
  app.all(`${prefix}/*`, routeOptions, handler);
}
