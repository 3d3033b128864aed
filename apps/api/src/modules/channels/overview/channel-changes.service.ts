import type { ChannelChange } from '@client-admin/contracts/channels';
import type { Database } from '../../../db/database';
import type { RequestUser } from '../../../plugins/auth';
import { loadChannelFor } from '../channel-access';
import { listChannelChanges, type ChannelChangeKind } from '../channel-changes.repository';

/** A channel's geo-map or filter history since the date, newest first. */
export async function getChannelChanges(
  db: Database,
  user: RequestUser,
  id: number,
  kind: ChannelChangeKind,
  since: Date | undefined,
): Promise<ChannelChange[]> {
  return db.transaction(async (tx) => {
    await loadChannelFor(tx, user, id);
    const rows = await listChannelChanges(tx, id, kind, since);
    return rows.map((row) => ({
      id: row.id,
      clientQuoteTypeId: row.channelId,
      changedAt: row.changedAt.toISOString(),
      actor: row.actor,
      before: row.before,
      after: row.after,
    }));
  });
}
