import type { FastifyInstance } from 'fastify';
import { healthOperations as ops } from '@client-admin/contracts/health';
import { route } from '../../plugins/contract-route';
import { flushCache, health } from './health.service';

export async function healthRoutes(app: FastifyInstance) {
  route(app, ops.getHealth, async ({ reply }) => {
    const answer = await health(app.config, app.database);
    if (answer.status !== 'ok') reply.status(503);
    return answer;
  });

  route(app, ops.flushCache, ({ params }) => flushCache(app.cache, params.additionalPrefix));
}
