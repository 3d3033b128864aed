import type { FastifyInstance } from 'fastify';
import { featureOperations as ops } from '@client-admin/contracts/features';
import { route } from '../../plugins/contract-route';
import { selectedClientId } from '../../plugins/selected-client';
import {
  deleteFlagRule,
  listFlagAdmin,
  listFlagAudit,
  putFlagRule,
  updateFlagAdmin,
} from './feature-admin.service';
import { flagForClient, flagsForCaller } from './features.service';

export async function featuresRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const cache = app.cache;

  route(app, ops.getFeatureFlags, ({ user, query, request }) =>
    flagsForCaller(db, cache, user, selectedClientId(request, user), query.flags),
  );

  route(app, ops.listFeatureFlagsAdmin, () => listFlagAdmin(db));

  route(app, ops.updateFeatureFlag, ({ user, params, body }) =>
    updateFlagAdmin(db, cache, user, params.flag, body),
  );

  route(app, ops.putFeatureFlagRule, async ({ user, params, body, reply }) => {
    const result = await putFlagRule(db, cache, user, params.flag, body);
    if (result.created) reply.status(201);
    return result.flag;
  });

  route(app, ops.deleteFeatureFlagRule, async ({ user, params }) => {
    await deleteFlagRule(db, cache, user, params.flag, params.ruleId);
    return null;
  });

  route(app, ops.getFeatureFlagAudit, ({ params, query }) => listFlagAudit(db, params.flag, query));

  route(app, ops.getFeatureFlagForClient, ({ user, params }) =>
    flagForClient(db, cache, user, params),
  );
}
