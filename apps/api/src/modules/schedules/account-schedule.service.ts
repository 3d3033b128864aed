import type { z } from 'zod';
import type {
  AccountScheduleDetails,
  accountScheduleDayInput,
  saveAccountScheduleRequest,
} from '@client-admin/contracts/schedules';
import {
  ACCOUNT_SCHEDULE_STEP,
  decodeAccountSchedule,
  defaultAccountSchedule,
  encodeAccountSchedule,
  type AccountDay,
} from '@client-admin/domain/schedules/account-schedule';
import { SCHEDULE_MESSAGES } from '@client-admin/domain/schedules/schedule-messages';
import type { Database, Tx } from '../../db/database';
import { badRequest } from '../../errors';
import type { RequestUser } from '../../plugins/auth';
import { actorOf, loadClientFor, recordClientLog } from '../clients/clients.public';
import { readAccountSchedule, storedFromAccount } from './schedule-store.service';
import { replaceSchedule } from './schedules.repository';

type AccountScheduleDayInput = z.output<typeof accountScheduleDayInput>;

const answer = (
  clientId: number,
  days: readonly AccountDay[],
  preventCapOverride: boolean,
): AccountScheduleDetails => ({
  clientId,
  responseCache: encodeAccountSchedule(days),
  preventCapOverride,
});

/** GET /api/Clients/{clientId}/account_schedule_details: the stored one or the default. */
export async function getAccountSchedule(
  db: Database,
  user: RequestUser,
  clientId: number,
): Promise<AccountScheduleDetails> {
  return db.transaction(async (tx) => {
    await loadClientFor(tx, user, clientId);
    const stored = await readAccountSchedule(tx, clientId);
    return stored
      ? answer(clientId, stored.days, stored.preventCapOverride)
      : answer(clientId, defaultAccountSchedule(), false);
  });
}

/** Replaces the client's account schedule with these days of the wire; answers them decoded. */
export async function writeAccountSchedule(
  tx: Tx,
  clientId: number,
  clientSchedule: AccountScheduleDayInput[],
  preventCapOverride: boolean,
): Promise<AccountDay[]> {
  const days = decodeAccountSchedule(clientSchedule);
  await replaceSchedule(
    tx,
    { kind: 'client', id: clientId },
    storedFromAccount(days, preventCapOverride, ACCOUNT_SCHEDULE_STEP),
  );
  return days;
}

/** POST /api/Clients/clientschedule: replaces it whole; clientType must be the client's. */
export async function saveAccountSchedule(
  db: Database,
  user: RequestUser,
  body: z.output<typeof saveAccountScheduleRequest>,
): Promise<AccountScheduleDetails> {
  return db.transaction(async (tx) => {
    const client = await loadClientFor(tx, user, body.clientId, { lock: true });
    if (client.clientType !== body.clientType) {
      throw badRequest('clientType', SCHEDULE_MESSAGES.clientTypeMismatch);
    }
    const before = await readAccountSchedule(tx, client.id);
    const days = await writeAccountSchedule(
      tx,
      client.id,
      body.clientSchedule,
      body.preventCapOverride,
    );
    await recordClientLog(tx, {
      clientId: client.id,
      ...actorOf(user),
      action: 'ACCOUNT_SCHEDULE_UPDATED',
      before: before
        ? {
            clientSchedule: encodeAccountSchedule(before.days),
            preventCapOverride: before.preventCapOverride,
          }
        : {},
      after: {
        clientSchedule: encodeAccountSchedule(days),
        preventCapOverride: body.preventCapOverride,
      },
    });
    return answer(client.id, days, body.preventCapOverride);
  });
}
