import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topVendorsQuery, vendor } from '@client-admin/contracts/vendors';
import { currentUser } from '../../plugins/access';
import { getTopVendors, getVendors, requireStaff } from './vendors.service';

/** Vendors (seed 001 §7): the router ignores case, so /api/vendors is also /api/Vendors. */
export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Before validation: a client user gets 403 even for a bad ?count=.
  app.addHook('preValidation', async (request) => requireStaff(currentUser(request)));

  app.get('/api/Vendors', { schema: { response: { 200: z.array(vendor) } } }, (request) =>
    getVendors(db, currentUser(request)),
  );

  app.get(
    '/api/Vendors/top',
    { schema: { querystring: topVendorsQuery, response: { 200: z.array(vendor) } } },
    (request) => getTopVendors(db, currentUser(request), request.query.count),
  );
};
