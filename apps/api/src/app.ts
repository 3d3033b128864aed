import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { AppLogger } from './logger';
import { ensureSigningKeys, type SigningKeys } from './adapters/identity/signing-keys';
import { createTokenVerifier } from './adapters/identity/token-verifier';
import { errorsPlugin } from './plugins/error-handler';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityHeadersPlugin } from './plugins/security-headers';
import { compressionPlugin } from './plugins/compression';
import { authPlugin } from './plugins/auth';
import { clientScopePlugin } from './plugins/access';
import { webPlugin } from './plugins/web';
import { cachePlugin } from './cache/cache-plugin';
import { jobsPlugin, type JobsOptions } from './jobs/jobs.plugin';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { featuresRoutes } from './modules/features/features.routes';
import { healthRoutes } from './modules/health/health.routes';
import { errorsRoutes } from './modules/errors/errors.routes';
import type { CrmPoster } from './adapters/crm/crm-poster';
import { createCrmPoster } from './adapters/crm/create-crm-poster';
import type { EmailSender } from './adapters/email/email-sender';
import { createTelephony } from './adapters/telephony/create-telephony';
import type { TelephonyPort } from './adapters/telephony/telephony-port';
import { createEmailTransport } from './adapters/email/create-email-transport';
import { emailEventsRoutes } from './modules/email-history/email-events.routes';
import { createRecordingEmailSender } from './modules/email-history/email-recorder.service';
import { emailHistoryRoutes } from './modules/email-history/email-history.routes';
import { clientDashboardRoutes } from './modules/client-dashboard/client-dashboard.routes';
import type { CardVault } from './adapters/card-vault/card-vault';
import { createCardVault } from './adapters/card-vault/create-card-vault';
import { sandboxVaultRoutes } from './adapters/card-vault/sandbox-vault.routes';
import { oidcPlugin } from './modules/oidc/oidc.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { optionsRoutes } from './modules/options/options.routes';
import { statusRoutes } from './modules/status/status.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { loginsRoutes } from './modules/logins/logins.routes';
import { supportRoutes } from './modules/support/support.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { channelsRoutes } from './modules/channels/channels.routes';
import { packagesRoutes } from './modules/packages/packages.routes';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import { schedulesRoutes } from './modules/schedules/schedules.routes';
import { channelGroupsRoutes } from './modules/channel-groups/channel-groups.routes';
import { geographyRoutes } from './modules/geography/geography.routes';
import { territoryRoutes } from './modules/territory/territory.routes';
import { vacationsRoutes } from './modules/vacations/vacations.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { reactivationRoutes } from './modules/reactivation/reactivation.routes';
import { leadFlowRoutes } from './modules/lead-flow/lead-flow.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { clientRulesRoutes } from './modules/client-rules/client-rules.routes';
import { lookupValuesRoutes } from './modules/lookup-values/lookup-values.routes';
import { subsidiesRoutes } from './modules/subsidies/subsidies.routes';
import { farmersRoutes } from './modules/subsidies/farmers/farmers.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { signupRoutes } from './modules/signup/signup.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** The embedded issuer's keys; null when an outside issuer signs the tokens. */
    signingKeys: SigningKeys | null;
    /** Outgoing mail through the e-mail port: recorded in the history, then sent (decision 0080). */
    email: EmailSender;
    /** Lead posts to CRM systems; the embedded default keeps them in crm_post_outbox. */
    crm: CrmPoster;
    /** Inbound calls' legs (decision 0033); the embedded default simulates a phone network. */
    telephony: TelephonyPort;
    /** Cards: the embedded sandbox vault, or Authorize.Net (decision 0031). */
    cardVault: CardVault;
  }
}

export type App = FastifyInstance;

/** Builds the whole app on an open, migrated database. Tests and server.ts both call it. */
export async function buildApp(options: {
  config: AppConfig;
  database: DatabaseHandle;
  /**
   * The process's logger (`createAppLogger`), shared with the database pool so that both write
   * through the same redaction and serializers; none: the app logs nothing.
   */
  logger?: AppLogger;
  /** The scheduled jobs' clock and queue; by default pg-boss runs them on this database. */
  jobs?: JobsOptions;
}): Promise<App> {
  const { config, database } = options;
  // Typed as Fastify's own logger, so the app stays the plain `FastifyInstance` the plugins take.
  const loggerInstance: FastifyBaseLogger | undefined = options.logger;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const signingKeys = config.oidcIssuer ? null : await ensureSigningKeys(database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('signingKeys', signingKeys);
  app.decorate(
    'email',
    createRecordingEmailSender(database.db, createEmailTransport(config.email, database.db)),
  );
  app.decorate('crm', createCrmPoster(config, database.db));
  app.decorate('telephony', createTelephony(config));
  app.addHook('onClose', () => app.telephony.close());
  app.decorate('cardVault', createCardVault(config.cardVault, database.db));

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Client Admin API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true } });
  await app.register(authPlugin, {
    config,
    db: database.db,
    verifyToken: createTokenVerifier(config, signingKeys),
  });
  await app.register(clientScopePlugin);
  await app.register(cachePlugin);
  if (signingKeys) {
    await app.register(oidcPlugin, { config, db: database.db, signingKeys, email: app.email });
  }
  await app.register(authRoutes);
  await app.register(mailRoutes);
  await app.register(emailHistoryRoutes);
  await app.register(emailEventsRoutes);
  await app.register(clientDashboardRoutes);

  await app.register(clientsRoutes);
  await app.register(optionsRoutes);
  await app.register(statusRoutes);
  await app.register(consentRoutes);
  await app.register(loginsRoutes);
  await app.register(supportRoutes);
  await app.register(feedbackRoutes);

  await app.register(notificationsRoutes);
  await app.register(featuresRoutes);
  await app.register(healthRoutes);
  await app.register(errorsRoutes);
  await app.register(channelsRoutes);
  await app.register(packagesRoutes);
  await app.register(vendorsRoutes);
  await app.register(schedulesRoutes);
  await app.register(channelGroupsRoutes);
  await app.register(vacationsRoutes);
  await app.register(geographyRoutes);
  await app.register(territoryRoutes);
  await app.register(billingRoutes);
  await app.register(reactivationRoutes);
  if (config.cardVault.kind === 'sandbox') {
    await app.register(sandboxVaultRoutes, { db: database.db });
  }
  await app.register(leadFlowRoutes);
  await app.register(leadsRoutes);
  await app.register(clientRulesRoutes);
  await app.register(lookupValuesRoutes);
  await app.register(subsidiesRoutes);
  await app.register(farmersRoutes);
  await app.register(campaignsRoutes);
  await app.register(creditsRoutes);
  await app.register(signupRoutes);
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
