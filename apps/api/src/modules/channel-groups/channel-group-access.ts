import { CHANNEL_GROUP_MESSAGES } from '@client-admin/domain/channel-groups/channel-group-messages';
import type { Tx } from '../../db/database';
import { notFound } from '../../errors';
import { assertClientAccess } from '../../plugins/access';
import type { RequestUser } from '../../plugins/auth';
import { findGroup, type ChannelGroupRow } from './channel-groups.repository';

/**
 * The channel group a request names (for this module and the schedules module): 404 when
 * unknown, 403 when it is another client's (the order of loadChannelFor). `lock` holds the row
 * until the transaction ends.
 */
export async function loadGroupFor(
  tx: Tx,
  user: RequestUser,
  groupId: number,
  options: { lock?: boolean } = {},
): Promise<Pick<ChannelGroupRow, 'id' | 'clientId' | 'name'>> {
  const row = await findGroup(tx, groupId, options);
  if (!row) throw notFound(CHANNEL_GROUP_MESSAGES.groupNotFound);
  assertClientAccess(user, row.clientId);
  return row;
}
