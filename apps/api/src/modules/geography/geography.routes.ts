import type { FastifyInstance } from 'fastify';
import { territoryOperations as ops } from '@client-admin/contracts/territory';
import { route } from '../../plugins/contract-route';
import {
  getCountiesAroundZip,
  getCountiesOfState,
  getCountiesWithDistance,
  getCountyZips,
  getCustomZips,
  getZipCode,
  getZipsInRadius,
} from './geography.service';

/** Look-ups of the US geography: zips, counties, radii and custom zip lists. */
export async function geographyRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, ops.getZipCode, ({ params }) => getZipCode(db, params.zip));
  route(app, ops.getCountyZips, ({ params }) => getCountyZips(db, params.state, params.countyFips));
  route(app, ops.getZipsInRadius, ({ params }) => getZipsInRadius(db, params.zip, params.radius));
  route(app, ops.getCustomZips, ({ body }) => getCustomZips(db, body));
  route(app, ops.getCountiesWithDistance, ({ params }) =>
    getCountiesWithDistance(db, params.state, params.zip),
  );
  route(app, ops.getCountiesOfState, ({ params }) => getCountiesOfState(db, params.state));
  route(app, ops.getCountiesAroundZip, ({ params }) => getCountiesAroundZip(db, params.zip));
}
