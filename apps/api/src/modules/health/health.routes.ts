import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  flushCacheParams,
  flushCacheResponse,
  healthResponse,
} from '@client-admin/contracts/health';
import { currentUser } from '../../plugins/access';
import { flushCache, health } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const answer = await health(app.config, app.database);
      return reply.status(answer.status === 'ok' ? 200 : 503).send(answer);
    },
  );

  app.post(
    '/api/health/flushCache/:additionalPrefix',
    { schema: { params: flushCacheParams, response: { 200: flushCacheResponse } } },
    (request) => flushCache(app.cache, currentUser(request), request.params.additionalPrefix),
  );
};
