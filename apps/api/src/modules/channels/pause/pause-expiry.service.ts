import { CHANNEL_STATUS } from '@client-admin/domain/channel-status';
import type { Database } from '../../../db/database';
import { pauseState } from '../channel-mapper';
import { lockExpiredPauses, reactivateChannel } from '../channels.repository';
import { recordClientLog } from '../../clients/clients.public';

const SYSTEM_ACTOR = 'system';

/**
 * Ends the temporary pauses whose scheduled end has passed: the channel goes back to ACTIVE
 * with a CHANNEL_UNPAUSED log row by 'system'. Returns the ids it unpaused.
 */
export async function endExpiredPauses(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const expired = await lockExpiredPauses(tx, now);
    for (const row of expired) {
      await reactivateChannel(tx, row.id, now);
      await recordClientLog(tx, {
        clientId: row.clientId,
        actorUserId: null,
        actorEmail: SYSTEM_ACTOR,
        action: 'CHANNEL_UNPAUSED',
        before: { clientQuoteTypeId: row.id, ...pauseState(row) },
        after: { clientQuoteTypeId: row.id, status: CHANNEL_STATUS.ACTIVE, temporaryPause: null },
      });
    }
    return expired.map((row) => row.id);
  });
}
