import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from './ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    cache: TtlCache;
  }
}

/** Decorates the app with one shared cache (app.cache). */
export const cachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('cache', new TtlCache());
});
