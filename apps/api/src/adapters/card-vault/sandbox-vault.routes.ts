import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { SANDBOX_SCRIPT_PATH, SANDBOX_TOKENS_PATH } from './sandbox-card-numbers';
import { tokenizeSandboxCard, type TokenRequest } from './sandbox-card-vault';
import { SANDBOX_VAULT_SCRIPT } from './sandbox-vault-script';

/**
 * The embedded sandbox vault's own surface, outside /api and outside our bearer auth, as a
 * provider's would be: its script and its tokenizing endpoint (decision 0031). Only registered
 * when the sandbox is the configured vault.
 */
export async function sandboxVaultRoutes(
  app: FastifyInstance,
  options: { db: Database; rateLimitPerMinute?: number },
) {
  // The vault's own surface, not our API: kept out of the OpenAPI document.
  app.get(
    SANDBOX_SCRIPT_PATH,
    { schema: { hide: true }, config: { public: true } },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(SANDBOX_VAULT_SCRIPT),
  );
  app.post(
    SANDBOX_TOKENS_PATH,
    {
      schema: { hide: true },
      config: {
        public: true,
        rateLimit: { max: options.rateLimitPerMinute ?? 60, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as TokenRequest;
      const answer = await tokenizeSandboxCard(options.db, typeof body === 'object' ? body : {});
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );
}
