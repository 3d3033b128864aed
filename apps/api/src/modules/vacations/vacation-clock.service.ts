import {
  clientStatusWhenVacationEnds,
  clientStatusWhenVacationStarts,
} from '@client-admin/domain/vacations/vacation-client-status';
import { advanceVacation } from '@client-admin/domain/vacations/vacation-status';
import type { Database } from '../../db/database';
import { recordClientLog, lockClientStatus, moveClientStatus } from '../clients/clients.public';
import { pauseState, toDomainPause } from './vacation-mapper';
import { findPause, listDuePauses, updatePause } from './vacations.repository';

const SYSTEM = { actorUserId: null, actorEmail: 'system' };

/**
 * Starts and ends the vacation pauses the clock has reached: a PENDING pause whose start has
 * come becomes ACTIVE (the client goes to PAUSE_VAC), an ACTIVE one whose end has come is
 * COMPLETED (the client goes back to ACTIVE); a PENDING one already over is COMPLETED at once.
 * One transaction a pause, the client locked before the pause (the requests' order); a pause a
 * request changed meanwhile is looked at again. Safe to run twice. Returns the ids it moved.
 */
export async function advanceVacations(db: Database, now: Date): Promise<number[]> {
  const due = await db.transaction((tx) => listDuePauses(tx, now));
  const moved: number[] = [];
  for (const { id, clientId } of due) {
    const done = await db.transaction(async (tx) => {
      await lockClientStatus(tx, clientId);
      const pause = await findPause(tx, id, { lock: true });
      const next = pause && advanceVacation(toDomainPause(pause), now);
      if (!pause || !next) return false;
      const row = await updatePause(tx, id, next);
      await recordClientLog(tx, {
        clientId,
        ...SYSTEM,
        action: next.status === 'ACTIVE' ? 'VACATION_STARTED' : 'VACATION_ENDED',
        before: pauseState(pause),
        after: pauseState(row),
      });
      if (pause.status === 'PENDING' && next.status === 'ACTIVE') {
        await moveClientStatus(
          tx,
          clientId,
          clientStatusWhenVacationStarts,
          SYSTEM,
          'VACATION_STARTED',
        );
      } else if (pause.status === 'ACTIVE' && next.status === 'COMPLETED') {
        await moveClientStatus(
          tx,
          clientId,
          clientStatusWhenVacationEnds,
          SYSTEM,
          'VACATION_ENDED',
        );
      }
      return true;
    });
    if (done) moved.push(id);
  }
  return moved;
}
