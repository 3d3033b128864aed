import type { FastifyInstance } from 'fastify';
import { territoryOperations as ops } from '@client-admin/contracts/territory';
import { route } from '../../plugins/contract-route';
import { removeZip } from './channel-territory/remove-zip.service';
import { estimatesRoutes } from './estimates/estimates.routes';
import { lookUpRoutes } from './look-up/look-up.routes';
import { optInRoutes } from './opt-in/opt-in.routes';
import { getPercentSubsidyStates } from './percent-subsidy-states.service';
import { salesLeadMapRoutes } from './sales-lead-map/sales-lead-map.routes';

/** Territory of seed 001 §7 and the sales zip tools of seed 002 §7 (decision 0025). */
export async function territoryRoutes(app: FastifyInstance) {
  const db = app.database.db;
  await app.register(estimatesRoutes);
  await app.register(lookUpRoutes);
  await app.register(optInRoutes);
  await app.register(salesLeadMapRoutes);
  route(app, ops.removeZip, ({ user, query }) =>
    removeZip(db, user, query.clientQuoteTypeId, query.zipCode),
  );
  route(app, ops.getPercentSubsidyStates, () => getPercentSubsidyStates(db));
}
