import type { Database } from '../../../db/database';
import { pauseState } from '../channel-mapper';
import { endChannelPause, lockExpiredPauses } from '../channels.repository';
import { recordClientLog } from '../../clients/clients.public';

const SYSTEM_ACTOR = 'system';

/**
 * Ends the temporary pauses whose scheduled end has passed: the channel goes back to ACTIVE, or
 * to the cap it was paused in while that cap holds (decision 0055), with a CHANNEL_UNPAUSED log
 * row by 'system'. Returns the ids it unpaused.
 */
export async function endExpiredPauses(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const expired = await lockExpiredPauses(tx, now);
    for (const row of expired) {
      const ended = await endChannelPause(tx, row, now);
      await recordClientLog(tx, {
        clientId: row.clientId,
        actorUserId: null,
        actorEmail: SYSTEM_ACTOR,
        action: 'CHANNEL_UNPAUSED',
        before: { clientQuoteTypeId: row.id, ...pauseState(row) },
        after: { clientQuoteTypeId: row.id, ...pauseState(ended) },
      });
    }
    return expired.map((row) => row.id);
  });
}
