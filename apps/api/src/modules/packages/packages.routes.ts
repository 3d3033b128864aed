import type { FastifyInstance } from 'fastify';
import { packageOperations as ops } from '@client-admin/contracts/packages';
import { route } from '../../plugins/contract-route';
import { createPackage, deletePackageAdmin, updatePackageAdmin } from './package-admin.service';
import {
  deepSearch,
  getPackageAdmin,
  listExcludableClients,
  listFilterTypesFor,
  listPackagesFor,
  listPriceModifierTemplates,
} from './package-query.service';

/**
 * Product admin packages (seed 001 §7 Packages, seed 002 /product-admin). There is no package
 * audit table: each write is logged with its actor.
 */
export async function packagesRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.listPackages, ({ query }) => listPackagesFor(db, query));

  route(app, ops.searchPackages, ({ query }) => deepSearch(db, query.searchText));

  route(app, ops.listFilterTypes, () => listFilterTypesFor(db));

  route(app, ops.listPriceModifierTemplates, () => listPriceModifierTemplates(db));

  route(app, ops.searchExcludableClients, ({ query }) => listExcludableClients(db, query.q));

  route(app, ops.getPackage, ({ params }) => getPackageAdmin(db, params.id));

  route(app, ops.createPackage, async ({ user, body, request }) => {
    const saved = await createPackage(db, body);
    request.log.info({ packageId: saved.id, actor: user.email }, 'package created');
    return saved;
  });

  route(app, ops.updatePackage, async ({ user, params, body, request }) => {
    const saved = await updatePackageAdmin(db, params.id, body);
    request.log.info({ packageId: saved.id, actor: user.email }, 'package updated');
    return saved;
  });

  route(app, ops.deletePackage, async ({ user, params, request }) => {
    await deletePackageAdmin(db, params.id);
    request.log.info({ packageId: params.id, actor: user.email }, 'package deleted');
    return null;
  });
}
