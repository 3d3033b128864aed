import type { FastifyInstance } from 'fastify';
import { optionOperations } from '@client-admin/contracts/options';
import { route } from '../../plugins/contract-route';
import { getOptions } from './options.service';

export async function optionsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, optionOperations.getOptionList, ({ params }) =>
    getOptions(db, app.cache, params.list),
  );
}
