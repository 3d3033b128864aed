import type { FastifyInstance } from 'fastify';

/** The sign-in pages run no inline script (CSP): the sign-out page loads this file instead. */
export const AUTO_SUBMIT_SCRIPT_PATH = '/oidc/assets/logout-submit.js';

const SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

export async function autoSubmitScriptRoute(app: FastifyInstance) {
  app.get(
    AUTO_SUBMIT_SCRIPT_PATH,
    { config: { public: true }, schema: { hide: true } },
    (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(SCRIPT),
  );
}
