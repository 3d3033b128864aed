import type { ChannelSummary, PauseChannelRequest } from '@client-admin/contracts/channels';
import { statusAfterPause, statusBeforePause } from '@client-admin/domain/channel-pause-status';
import { CHANNEL_STATUS, isActiveChannel } from '@client-admin/domain/channel-status';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { pauseScheduledEnd } from '@client-admin/domain/pause-duration';
import type { Database, Tx } from '../../../db/database';
import { conflict } from '../../../errors';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor } from '../channel-access';
import { pauseState, toChannelSummary } from '../channel-mapper';
import {
  updateChannel,
  type ChannelChanges,
  type ChannelWithPackage,
} from '../channels.repository';
import { recordClientLog } from '../../clients/clients.public';

async function applyAudited(
  tx: Tx,
  user: RequestUser,
  row: ChannelWithPackage,
  changes: ChannelChanges,
  action: string,
  failure: string,
): Promise<ChannelSummary> {
  const updated = await updateChannel(tx, row.id, row.version, changes);
  // The row is locked, so only a writer that skipped the lock can get here first.
  if (!updated) throw conflict(failure);
  await recordClientLog(tx, {
    clientId: row.clientId,
    actorUserId: user.id,
    actorEmail: user.email,
    action,
    before: { clientQuoteTypeId: row.id, ...pauseState(row) },
    after: { clientQuoteTypeId: row.id, ...pauseState(updated) },
  });
  return toChannelSummary({ ...updated, packageIsActive: row.packageIsActive });
}

/**
 * POST /api/LeadType/pause: an active channel (or a paused one, whose window restarts) goes to
 * PAUSE until now + duration, or the end of today in New York for -1. The status it replaces is
 * remembered, so that a capped channel gets its cap back (decision 0055).
 */
export async function pauseChannel(
  db: Database,
  user: RequestUser,
  request: PauseChannelRequest,
  now: Date = new Date(),
): Promise<ChannelSummary> {
  return db.transaction(async (tx) => {
    const row = await loadChannelFor(tx, user, request.clientQuoteTypeId, { lock: true });
    if (!isActiveChannel(row.status) && row.status !== CHANNEL_STATUS.PAUSE) {
      throw conflict(CHANNEL_MESSAGES.pauseChannel);
    }
    const temporaryPause = {
      start: now.toISOString(),
      scheduledEnd: pauseScheduledEnd(now, request.duration).toISOString(),
    };
    return applyAudited(
      tx,
      user,
      row,
      {
        status: CHANNEL_STATUS.PAUSE,
        statusBeforePause: statusBeforePause(row.status, row.statusBeforePause),
        temporaryPause,
      },
      'CHANNEL_PAUSED',
      CHANNEL_MESSAGES.pauseChannel,
    );
  });
}

/**
 * DELETE /api/LeadType/pause/{id}: a paused channel goes back to ACTIVE, or to the day or week
 * cap it was paused in while that cap holds (decision 0055).
 */
export async function unpauseChannel(
  db: Database,
  user: RequestUser,
  id: number,
): Promise<ChannelSummary> {
  return db.transaction(async (tx) => {
    const row = await loadChannelFor(tx, user, id, { lock: true });
    if (row.status !== CHANNEL_STATUS.PAUSE) throw conflict(CHANNEL_MESSAGES.unpauseChannel);
    return applyAudited(
      tx,
      user,
      row,
      {
        status: statusAfterPause(row.statusBeforePause),
        statusBeforePause: null,
        temporaryPause: null,
      },
      'CHANNEL_UNPAUSED',
      CHANNEL_MESSAGES.unpauseChannel,
    );
  });
}
