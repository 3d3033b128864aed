import type { FastifyInstance } from 'fastify';
import { vacationOperations as ops } from '@client-admin/contracts/vacations';
import { route } from '../../plugins/contract-route';
import {
  cancelVacation,
  createVacation,
  getVacations,
  resetVacationHours,
  updateVacation,
} from './vacations.service';

/** Vacation pauses; they start and end at their times through the vacation clock job. */
export async function vacationsRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, ops.getVacations, ({ user, params }) => getVacations(db, user, params.clientId));
  route(app, ops.resetVacationHours, ({ user, params }) =>
    resetVacationHours(db, user, params.clientId),
  );
  route(app, ops.createVacation, ({ user, body }) => createVacation(db, user, body));
  route(app, ops.updateVacation, ({ user, body }) => updateVacation(db, user, body));
  route(app, ops.cancelVacation, ({ user, params }) => cancelVacation(db, user, params.id));
}
