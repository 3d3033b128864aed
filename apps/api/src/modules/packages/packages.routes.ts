import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionFilterType } from '@client-admin/contracts/channels';
import {
  excludableClient,
  excludableClientsQuery,
  packageAdminDetail,
  packageAdminParams,
  packageDeepSearchQuery,
  packageDetail,
  packageInput,
  packageListQuery,
  priceModifierTemplate,
} from '@client-admin/contracts/packages';
import { currentUser } from '../../plugins/access';
import { productRoleBeforeValidation } from './package-access';
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
 * Product admin packages (seed 001 §7 Packages, seed 002 /product-admin). Product viewers read,
 * product admins write. There is no package audit table: each write is logged with its actor.
 */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('preValidation', productRoleBeforeValidation);

  app.get(
    '/api/packages',
    { schema: { querystring: packageListQuery, response: { 200: z.array(packageDetail) } } },
    (request) => listPackagesFor(db, currentUser(request), request.query),
  );

  app.get(
    '/api/packages/deep',
    {
      schema: { querystring: packageDeepSearchQuery, response: { 200: z.array(packageDetail) } },
    },
    (request) => deepSearch(db, currentUser(request), request.query.searchText),
  );

  app.get(
    '/api/packages/filters',
    { schema: { response: { 200: z.array(subscriptionFilterType) } } },
    (request) => listFilterTypesFor(db, currentUser(request)),
  );

  app.get(
    '/api/packages/price-modifiers',
    { schema: { response: { 200: z.array(priceModifierTemplate) } } },
    (request) => listPriceModifierTemplates(db, currentUser(request)),
  );

  app.get(
    '/api/packages/excludeable/clients',
    {
      schema: { querystring: excludableClientsQuery, response: { 200: z.array(excludableClient) } },
    },
    (request) => listExcludableClients(db, currentUser(request), request.query.q),
  );

  app.get(
    '/api/packages/:id',
    { schema: { params: packageAdminParams, response: { 200: packageAdminDetail } } },
    (request) => getPackageAdmin(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/packages',
    { schema: { body: packageInput, response: { 201: packageAdminDetail } } },
    async (request, reply) => {
      const user = currentUser(request);
      const saved = await createPackage(db, user, request.body);
      request.log.info({ packageId: saved.id, actor: user.email }, 'package created');
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/packages/:id',
    {
      schema: {
        params: packageAdminParams,
        body: packageInput,
        response: { 200: packageAdminDetail },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const saved = await updatePackageAdmin(db, user, request.params.id, request.body);
      request.log.info({ packageId: saved.id, actor: user.email }, 'package updated');
      return saved;
    },
  );

  app.delete(
    '/api/packages/:id',
    { schema: { params: packageAdminParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = currentUser(request);
      await deletePackageAdmin(db, user, request.params.id);
      request.log.info({ packageId: request.params.id, actor: user.email }, 'package deleted');
      return reply.status(204).send(null);
    },
  );
};
