import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { ensureSigningKeys, type SigningKeys } from './adapters/identity/signing-keys';
import { createTokenVerifier } from './adapters/identity/token-verifier';
import { errorsPlugin } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { clientScopePlugin } from './plugins/access';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** The embedded issuer's keys; null when an outside issuer signs the tokens. */
    signingKeys: SigningKeys | null;
  }
}

export type App = FastifyInstance;

/** Builds the whole app on an open, migrated database. Tests and server.ts both call it. */
export async function buildApp(options: {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: boolean;
}): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.cardNumber'],
        }
      : false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const signingKeys = config.oidcIssuer ? null : await ensureSigningKeys(database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('signingKeys', signingKeys);

  await app.register(errorsPlugin);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Client Admin API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  await app.register(authPlugin, {
    config,
    db: database.db,
    verifyToken: createTokenVerifier(config, signingKeys),
  });
  await app.register(clientScopePlugin);

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
