import type {
  CreateVacationRequest,
  UpdateVacationRequest,
  VacationChange,
  VacationsResponse,
} from '@client-admin/contracts/vacations';
import {
  clientStatusWhenVacationEnds,
  clientStatusWhenVacationStarts,
} from '@client-admin/domain/vacations/vacation-client-status';
import { VACATION_MESSAGES } from '@client-admin/domain/vacations/vacation-messages';
import {
  cancelVacation as cancelOutcome,
  startOfVacation,
} from '@client-admin/domain/vacations/vacation-status';
import { validateVacation } from '@client-admin/domain/vacations/vacation-validation';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import {
  actorOf,
  loadClientFor,
  recordClientLog,
  moveClientStatus,
} from '../clients/clients.public';
import { hoursSummaryOf, pauseState, toDomainPause, toVacationPause } from './vacation-mapper';
import {
  findAllowance,
  findPause,
  insertPause,
  listClientPauses,
  updatePause,
  upsertAllowance,
  type VacationPauseRow,
} from './vacations.repository';

async function vacationsOf(tx: Tx, clientId: number): Promise<VacationsResponse> {
  const rows = await listClientPauses(tx, clientId);
  const allowance = await findAllowance(tx, clientId);
  return {
    vacationPauses: rows.map(toVacationPause),
    hasUnlimited: allowance.hasUnlimited,
    hoursSummary: hoursSummaryOf(rows, allowance),
  };
}

/** GET /api/vacations/{clientId}: pauses newest start first, and the hours. */
export async function getVacations(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<VacationsResponse> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    return vacationsOf(tx, clientId);
  });
}

/** POST /api/vacations/{clientId}/reset (staff): the pool starts again from now. */
export async function resetVacationHours(
  db: Database,
  user: RequestUser,
  clientId: number,
  now: Date = new Date(),
): Promise<VacationsResponse> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId, { lock: true });
    const before = await findAllowance(tx, clientId);
    await upsertAllowance(tx, clientId, { replenishedAt: now });
    await recordClientLog(tx, {
      clientId,
      ...actorOf(user),
      action: 'VACATION_HOURS_REPLENISHED',
      before: { replenishedAt: before.replenishedAt?.toISOString() ?? null },
      after: { replenishedAt: now.toISOString() },
    });
    return vacationsOf(tx, clientId);
  });
}

/** The client's pauses and the checks of a new or edited one; the first failing rule is a 400. */
async function checked(
  tx: Tx,
  clientId: number,
  request: { id?: number; startTime: Date; endTime: Date },
  now: Date,
) {
  const rows = await listClientPauses(tx, clientId);
  const allowance = await findAllowance(tx, clientId);
  const [error] = validateVacation(request, {
    now,
    pauses: rows.map(toDomainPause),
    hasUnlimited: allowance.hasUnlimited,
    hoursSince: allowance.replenishedAt,
  });
  if (error) throw badRequest(error.field, error.message);
  return { rows, allowance };
}

async function answer(
  tx: Tx,
  row: VacationPauseRow,
  clientStatus: string,
): Promise<VacationChange> {
  const rows = await listClientPauses(tx, row.clientId);
  return {
    vacationPause: toVacationPause(row),
    clientStatus,
    hoursSummary: hoursSummaryOf(rows, await findAllowance(tx, row.clientId)),
  };
}

/**
 * POST /api/vacations: PENDING, or ACTIVE from now when its start has come; an ACTIVE one
 * pauses the client (PAUSE_VAC) in the same transaction. The client row is locked, so two
 * pauses of one client are checked one after the other (no overlap slips through).
 */
export async function createVacation(
  db: Database,
  user: RequestUser,
  body: CreateVacationRequest,
  now: Date = new Date(),
): Promise<VacationChange> {
  const startTime = new Date(body.startTime);
  const endTime = new Date(body.endTime);
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, body.clientId, { lock: true });
    await checked(tx, client.id, { startTime, endTime }, now);
    const start = startOfVacation(startTime, now);
    const row = await insertPause(tx, {
      clientId: client.id,
      startTime,
      endTime,
      status: start.status,
      actualStartTime: start.actualStartTime,
    });
    await recordClientLog(tx, {
      clientId: client.id,
      ...actorOf(user),
      action: 'VACATION_CREATED',
      before: {},
      after: pauseState(row),
    });
    const clientStatus =
      start.status === 'ACTIVE'
        ? await moveClientStatus(
            tx,
            client.id,
            clientStatusWhenVacationStarts,
            actorOf(user),
            'VACATION_STARTED',
          )
        : client.status;
    return answer(tx, row, clientStatus ?? client.status);
  });
}

/** The pause a request names: 404 when unknown, 403 when another client's. */
async function loadPauseFor(tx: Tx, user: RequestUser, id: number): Promise<VacationPauseRow> {
  const row = await findPause(tx, id);
  if (!row) throw notFound(VACATION_MESSAGES.notFound);
  assertClientAccess(user, row.clientId);
  return row;
}

/**
 * PUT /api/vacations: a PENDING pause's times (it starts now when its new start has come), an
 * ACTIVE pause's end.
 */
export async function updateVacation(
  db: Database,
  user: RequestUser,
  body: UpdateVacationRequest,
  now: Date = new Date(),
): Promise<VacationChange> {
  const startTime = new Date(body.startTime);
  const endTime = new Date(body.endTime);
  return db.transaction(async (tx) => {
    const found = await loadPauseFor(tx, user, body.id);
    if (found.clientId !== body.clientId) {
      throw badRequest('clientId', VACATION_MESSAGES.otherClient);
    }
    const client = await loadClientFor(tx, user, found.clientId, { lock: true });
    const pause = (await findPause(tx, found.id, { lock: true }))!;
    await checked(tx, client.id, { id: pause.id, startTime, endTime }, now);
    let clientStatus = client.status;
    let row: VacationPauseRow;
    if (pause.status === 'PENDING') {
      const start = startOfVacation(startTime, now);
      row = await updatePause(tx, pause.id, {
        startTime,
        endTime,
        status: start.status,
        actualStartTime: start.actualStartTime,
      });
      if (start.status === 'ACTIVE') {
        clientStatus =
          (await moveClientStatus(
            tx,
            client.id,
            clientStatusWhenVacationStarts,
            actorOf(user),
            'VACATION_STARTED',
          )) ?? clientStatus;
      }
    } else {
      row = await updatePause(tx, pause.id, { endTime });
    }
    await recordClientLog(tx, {
      clientId: client.id,
      ...actorOf(user),
      action: 'VACATION_UPDATED',
      before: pauseState(pause),
      after: pauseState(row),
    });
    return answer(tx, row, clientStatus);
  });
}

/**
 * DELETE /api/Vacations/{id}: an ACTIVE pause is COMPLETED now (the client leaves PAUSE_VAC), a
 * PENDING one CANCELED; one that is over: 409.
 */
export async function cancelVacation(
  db: Database,
  user: RequestUser,
  id: number,
  now: Date = new Date(),
): Promise<VacationChange> {
  return db.transaction(async (tx) => {
    const found = await loadPauseFor(tx, user, id);
    const client = await loadClientFor(tx, user, found.clientId, { lock: true });
    const pause = (await findPause(tx, found.id, { lock: true }))!;
    const outcome = cancelOutcome(pause, now);
    if (!outcome.ok) throw conflict(outcome.message);
    const row = await updatePause(tx, pause.id, {
      status: outcome.status,
      actualEndTime: outcome.actualEndTime,
    });
    await recordClientLog(tx, {
      clientId: client.id,
      ...actorOf(user),
      action: 'VACATION_CANCELED',
      before: pauseState(pause),
      after: pauseState(row),
    });
    const clientStatus =
      outcome.status === 'COMPLETED'
        ? await moveClientStatus(
            tx,
            client.id,
            clientStatusWhenVacationEnds,
            actorOf(user),
            'VACATION_ENDED',
          )
        : client.status;
    return answer(tx, row, clientStatus ?? client.status);
  });
}
