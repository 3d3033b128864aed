import type { FastifyInstance } from 'fastify';
import { dialerRoutes } from './dialer/dialer.routes';
import { leadCreditsRoutes } from './lead-credits/lead-credits.routes';

/** Lead credits and the credit dialer (decision 0044). */
export async function creditsRoutes(app: FastifyInstance) {
  leadCreditsRoutes(app);
  dialerRoutes(app);
}
