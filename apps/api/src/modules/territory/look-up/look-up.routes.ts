import type { FastifyInstance } from 'fastify';
import { territoryOperations as ops } from '@client-admin/contracts/territory';
import { route } from '../../../plugins/contract-route';
import { createLutChannels, getPackageRegions } from './look-up.service';

/** The look-up tool: package regions around a zip, and the channels drawn with it. */
export async function lookUpRoutes(app: FastifyInstance) {
  const deps = { db: app.database.db, cache: app.cache };
  route(app, ops.getPackageRegions, ({ params, query }) =>
    getPackageRegions(deps.db, params, query),
  );
  route(app, ops.createLutChannels, ({ user, body }) => createLutChannels(deps, user, body));
}
