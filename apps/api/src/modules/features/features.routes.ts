import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFeatureFlagRuleRequest,
  featureFlagAdmin,
  featureFlagAdminList,
  featureFlagAuditQuery,
  featureFlagAuditResponse,
  featureFlagForClientParams,
  featureFlagParams,
  featureFlagRuleParams,
  featureFlagsQuery,
  featureFlagsResponse,
  featureFlagValue,
  updateFeatureFlagRequest,
} from '@client-admin/contracts/features';
import { currentUser } from '../../plugins/access';
import { selectedClientId } from '../../plugins/selected-client';
import {
  deleteFlagRule,
  listFlagAdmin,
  listFlagAudit,
  putFlagRule,
  updateFlagAdmin,
} from './feature-admin.service';
import { flagForClient, flagsForCaller } from './features.service';

export const featuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.cache;

  app.get(
    '/api/feature/flags',
    { schema: { querystring: featureFlagsQuery, response: { 200: featureFlagsResponse } } },
    (request) => {
      const user = currentUser(request);
      return flagsForCaller(db, cache, user, selectedClientId(request, user), request.query.flags);
    },
  );

  app.get(
    '/api/feature/admin',
    { schema: { response: { 200: featureFlagAdminList } } },
    (request) => listFlagAdmin(db, currentUser(request)),
  );

  app.put(
    '/api/feature/admin/:flag',
    {
      schema: {
        params: featureFlagParams,
        body: updateFeatureFlagRequest,
        response: { 200: featureFlagAdmin },
      },
    },
    (request) =>
      updateFlagAdmin(db, cache, currentUser(request), request.params.flag, request.body),
  );

  app.post(
    '/api/feature/admin/:flag/rules',
    {
      schema: {
        params: featureFlagParams,
        body: createFeatureFlagRuleRequest,
        response: { 200: featureFlagAdmin, 201: featureFlagAdmin },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await putFlagRule(db, cache, user, request.params.flag, request.body);
      return reply.status(result.created ? 201 : 200).send(result.flag);
    },
  );

  app.delete(
    '/api/feature/admin/:flag/rules/:ruleId',
    { schema: { params: featureFlagRuleParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { flag, ruleId } = request.params;
      await deleteFlagRule(db, cache, currentUser(request), flag, ruleId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/feature/admin/:flag/audit',
    {
      schema: {
        params: featureFlagParams,
        querystring: featureFlagAuditQuery,
        response: { 200: featureFlagAuditResponse },
      },
    },
    (request) => listFlagAudit(db, currentUser(request), request.params.flag, request.query),
  );

  app.get(
    '/api/feature/:flag/:carrierType/:clientId',
    { schema: { params: featureFlagForClientParams, response: { 200: featureFlagValue } } },
    (request) => flagForClient(db, cache, currentUser(request), request.params),
  );
};
