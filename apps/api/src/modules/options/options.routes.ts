import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionListName, optionsResponse } from '@client-admin/contracts/options';
import { LENGTHS, text } from '@client-admin/contracts/schema-builders';
import { getOptions } from './options.service';

// Paths match case-insensitively, so the list name does too. No other /api/clients/:x route
// ends in /options, so SALES_PEOPLE never reaches a client-id route.
const params = z.object({
  list: text({ max: LENGTHS.code })
    .transform((name) => name.toUpperCase())
    .pipe(optionListName),
});

export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/Clients/:list/options',
    { schema: { params, response: { 200: optionsResponse } } },
    (request) => getOptions(db, app.cache, request.params.list),
  );
};
