import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { decodedPath, isApiPath } from './request-path';

/**
 * Serves the built portal on the same origin as the API and the sign-in pages. Any GET that is
 * not an API, issuer or file path gets index.html, so the browser's router decides.
 */
export async function webPlugin(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    // The build writes .br and .gz beside each file; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const urlPath = decodedPath(request.url);
    if (isApiPath(urlPath) || /^\/oidc(\/|$)/i.test(urlPath)) return reply.callNotFound();
    const file = path.join(options.distDir, path.normalize(urlPath));
    if (file.startsWith(options.distDir) && path.extname(file) && existsSync(file)) {
      return reply.sendFile(path.relative(options.distDir, file));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
